// A refusal at the table in the players' names: the engine words its messages with its own seats ("Sitz 2",
// "seat 2", the four active players 0..3); the tablet puts the name of the player who sits there in their place
// (engine seat -> position -> name, GameSeats.active).
import type { EngineError } from "@/engine";
import type { Bilingual } from "@/lib/bilingual";

/** "Sitz N" / "seat N" / "Seat N" for an engine seat 0..3 (not a range such as "Sitz 0..3"). */
const SEAT = /\b(Sitz|seat|Seat) ([0-3])\b(?!\.\.)/g;

/** The engine's message with each seat replaced by `nameOfSeat(seat)` (left as it is where that gives nothing). */
export function namedError(error: Pick<EngineError, "message" | "messageEn">, nameOfSeat: (seat: number) => string | undefined): Bilingual {
  const named = (text: string) => text.replace(SEAT, (whole, _word: string, seat: string) => nameOfSeat(Number(seat)) || whole);
  return { de: named(error.message), en: named(error.messageEn) };
}
