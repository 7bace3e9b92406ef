// The inputs of merging two rows of a season, and the checks merging and its preview share.
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { DomainError } from "../../errors";
import { idField, textField } from "../_shared/schemas";
import type { SeasonRow } from "./season-access";
import { sharedEvents } from "./season-merges";
import { loadMergedSeason, type SeasonEventInfo } from "./season-standings";

const keyField = (de: string, en: string) =>
  textField({ de, en })
    .max(400, bi(`${de} ist zu lang.`, `${en} is too long.`))
    .regex(/^(member|guest|fed|pair):[A-Za-z0-9:+._-]+$/, bi(`${de} ist keine Zeile dieser Wertung.`, `${en} is no row of this ranking list.`));

export const seasonMergeInput = z.object({
  seasonId: idField,
  fromKey: keyField("Der zusammenzuführende Spieler", "The player to merge"),
  intoKey: keyField("Der Spieler, in den zusammengeführt wird", "The player to merge into"),
});
export type SeasonMergeInput = z.infer<typeof seasonMergeInput>;

/** Both rows as they stand (after the merges already made), refused where they are one row already, where one is
 * missing, or where they played in one event: two players at one tournament are two people. */
export async function checkedMerge(db: Parameters<typeof loadMergedSeason>[0], season: SeasonRow, input: SeasonMergeInput) {
  if (input.fromKey === input.intoKey) throw fieldError("intoKey", "Bitte zwei verschiedene Spieler wählen.", "Please choose two different players.");
  const merged = await loadMergedSeason(db, season);
  const present = (key: string) => merged.input.events.some((e) => e.results.some((r) => r.key === key));
  if (!present(input.fromKey)) throw fieldError("fromKey", "Dieser Spieler steht nicht (mehr) in der Wertung.", "This player is not (or no longer) in the ranking list.");
  if (!present(input.intoKey)) throw fieldError("intoKey", "Dieser Spieler steht nicht (mehr) in der Wertung.", "This player is not (or no longer) in the ranking list.");
  const shared = sharedEvents(merged.input, input.fromKey, input.intoKey);
  if (shared.length > 0) {
    const names = shared.map((id) => merged.events.find((e: SeasonEventInfo) => e.id === id)?.name ?? id).join(", ");
    throw fieldError(
      "intoKey",
      `Die beiden haben im selben Turnier gespielt (${names}) und sind zwei Personen.`,
      `Both played in the same tournament (${names}); they are two people.`,
    );
  }
  return merged;
}

const fieldError = (field: string, de: string, en: string) => new DomainError("BAD_REQUEST", de, en, field);
