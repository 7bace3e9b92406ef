import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { sortByPerson } from "@/lib/person-sort";
import { members } from "../../db/schema";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { INT32_MAX, idField, intField, textField } from "../_shared/schemas";

export const memberStatuses = ["all", "active", "inactive"] as const;
export const memberOrders = ["number", "name"] as const;

export const listMembersInput = z.object({
  clubId: idField,
  /** A player number, or part of a first or last name (or "first last"). */
  search: textField({ de: "Der Suchbegriff", en: "The search" })
    .trim()
    .max(100, bi("Der Suchbegriff darf höchstens 100 Zeichen haben.", "The search may have at most 100 characters."))
    .optional(),
  status: z.enum(memberStatuses).default("all"),
  /** By player number, or by surname and first name as German lists file them (src/lib/person-sort). */
  order: z.enum(memberOrders).default("number"),
  /** A club list can hold thousands after an import: one page at a time, the search finds the rest. */
  limit: intField({ de: "Die Seitengröße", en: "The page size" }, 1, 1000).default(200),
  offset: intField({ de: "Der Versatz", en: "The offset" }, 0, INT32_MAX).default(0),
});

/** `%` and `_` typed by the user are letters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The club's members by player number or by name, filtered by a search and by active state, one page of them, with
 * the number of all matches. */
export async function listMembers({ ctx, input }: ServiceCall<z.input<typeof listMembersInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  const where: SQL[] = [eq(members.clubId, input.clubId)];
  const status = input.status ?? "all";
  if (status !== "all") where.push(eq(members.active, status === "active"));
  const search = input.search?.trim();
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    const byName = or(
      ilike(members.firstName, pattern),
      ilike(members.lastName, pattern),
      ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
      ilike(sql`${members.lastName} || ', ' || ${members.firstName}`, pattern),
    )!;
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace("#", "")) : null;
    where.push(number !== null ? or(eq(members.playerNumber, number), byName)! : byName);
  }
  const filter = and(...where);
  const limit = input.limit ?? 200;
  const offset = input.offset ?? 0;
  if (input.order === "name") {
    // Sorted here, not by the database's collation (PGlite's "C" puts "Schäfer" after "Schmitt"); a club's
    // matches are a few thousand rows at most.
    const all = sortByPerson(await ctx.db.select().from(members).where(filter), (m) => m);
    return { members: all.slice(offset, offset + limit), total: all.length };
  }
  const [list, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(members)
      .where(filter)
      .orderBy(asc(members.playerNumber))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(members).where(filter),
  ]);
  return { members: list, total: counted?.n ?? 0 };
}
