// Verbs that still read a table as two pairs (Klammern) refuse a tournament of single players with a clear
// answer instead of misreading its tables; each falls away when its Doppelkopf side is built (issue 11, 12).
import { gameOf } from "@/games";
import { DomainError } from "../../errors";

export function requirePairGame(game: string, what: { de: string; en: string }, field?: string) {
  const g = gameOf(game);
  if (g.entrant.players === 2) return;
  throw new DomainError(
    "BAD_REQUEST",
    `${what.de} gibt es für ${g.name.de}-Turniere noch nicht.`,
    `${what.en} is not available for ${g.name.en} tournaments yet.`,
    field,
  );
}
