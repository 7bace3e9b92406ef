// Statements built once per process. drizzle builds a query's SQL text anew at every call, a prepared one too:
// on a tablet's deal that was about a quarter of the app's CPU (docs/performance.md). A statement defined here is
// built on its first call, with a placeholder for every value, and then only bound to each call's connection or
// transaction: the same SQL text under the same name, so PostgreSQL also plans it once per connection.
import type { PgPreparedQuery, PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

interface Preparable<T extends PreparedQueryConfig> {
  prepare(name: string): PgPreparedQuery<T>;
}

/** What a built query keeps besides its SQL (the same fields in both drivers' prepared queries). */
interface Built {
  getQuery(): { sql: string; params: unknown[] };
  fields?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
  joinsNotNullableMap?: unknown;
}

type Session = { prepareQuery(...args: unknown[]): PgPreparedQuery<PreparedQueryConfig> & { joinsNotNullableMap?: unknown } };

/**
 * `build` must not capture any value of a call: every value is a `sql.placeholder`, filled by `execute`.
 * `name` names one shape of statement; a query whose text varies needs one statement per shape.
 */
export function statement<T extends PreparedQueryConfig>(name: string, build: (db: Queryable) => Preparable<T>) {
  let built: Built | undefined;
  return (db: Queryable): PgPreparedQuery<T> => {
    if (!built) {
      const first = build(db).prepare(name);
      built = first as unknown as Built;
      return first;
    }
    const session = db._.session as unknown as Session;
    const query = session.prepareQuery(
      built.getQuery(),
      built.fields,
      name,
      built._isResponseInArrayMode,
      built.customResultMapper,
      built.queryMetadata,
      built.cacheConfig,
    );
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query as unknown as PgPreparedQuery<T>;
  };
}
