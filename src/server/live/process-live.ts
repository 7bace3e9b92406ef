// The process's live machinery, created once and kept on globalThis like the database, so that every bundle of the
// app and the custom server (scripts/start.ts, which serves the event streams itself) share it.
import { getDbHandle } from "../db/process-database";
import { createLive, type Live } from "./live";

const KEY = Symbol.for("stichfest.live");
type Holder = { [KEY]?: Promise<Live> };

export function getLive(): Promise<Live> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => createLive(await getDbHandle()))().catch((e) => {
    holder[KEY] = undefined; // let the next request try again
    throw e;
  });
  return holder[KEY];
}
