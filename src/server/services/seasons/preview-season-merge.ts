import { z } from "zod";
import type { ServiceCall } from "../_shared/context";
import { checkedMerge, seasonMergeInput } from "./merge-input";
import { requireSeasonOwner } from "./season-access";
import { applyMerges } from "./season-merges";
import { viewOf } from "./season-standings";
import { clubToday } from "../public/list-current-public-tournaments";

/** What a merge would do, before it is made: who the two are, the events of each, and every row whose place it
 * changes (the merged one included). */
export async function previewSeasonMerge({ ctx, input }: ServiceCall<z.infer<typeof seasonMergeInput>>) {
  const season = await requireSeasonOwner(ctx.db, ctx, input.seasonId);
  const merged = await checkedMerge(ctx.db, season, input);
  const today = clubToday();
  const before = viewOf(season, merged.input, merged.events, merged.conflicts, today);
  const after = applyMerges(merged.input, [{ id: "preview", fromKey: input.fromKey, intoKey: input.intoKey }]);
  const then = viewOf(season, after.input, merged.events, merged.conflicts, today);
  const row = (key: string) => before.rows.find((r) => r.key === key)!;
  const side = (key: string) => ({ key, name: row(key).name, guest: row(key).guest, place: row(key).place, value: row(key).value, events: row(key).events.map((e) => e.name) });
  const placeBefore = new Map(before.rows.map((r) => [r.key, r.place]));
  const moved = then.rows
    .filter((r) => placeBefore.get(r.key) !== r.place || r.key === input.intoKey)
    .map((r) => ({ key: r.key, name: r.name, before: placeBefore.get(r.key) ?? null, after: r.place, value: r.value }));
  const result = then.rows.find((r) => r.key === input.intoKey)!;
  return { from: side(input.fromKey), into: side(input.intoKey), after: { place: result.place, value: result.value, rounds: result.rounds }, moved };
}
