"use client";
// What the deal gives, as the engine scores it: with 4 players per pair (as the tablet has always said it), with 2 or
// 3 players per player by name, with a line for Beet, Stehbeet and held points, since a player's 0 needs its reason.
import type { DraftCheck, Players } from "../klammern/deal-draft";
import { playerName, SIDE_NAMES } from "./labels";

export function DealPreview({ check, players, seatNames }: { check: DraftCheck; players: Players; seatNames: readonly string[] }) {
  return (
    <div className="rounded-lg bg-stone-100 p-3 text-lg" aria-live="polite" data-testid="deal-preview">
      {check.missing.length > 0 ? (
        <span>Noch offen: {check.missing.join(", ")}</span>
      ) : check.ok && check.credited ? (
        players === 4 ? (
          <span>
            Dieses Spiel: {SIDE_NAMES[0]} <strong>{check.credited[0]}</strong>, {SIDE_NAMES[1]} <strong>{check.credited[1]}</strong>
          </span>
        ) : (
          <>
            <span>
              Dieses Spiel:{" "}
              {check.credited.map((points, seat) => (
                <span key={seat}>
                  {seat > 0 ? " · " : ""}
                  {playerName(seatNames, seat)} <strong>{points}</strong>
                </span>
              ))}
            </span>
            {outcomeNote(check, seatNames) ? <span className="mt-1 block" data-testid="deal-outcome">{outcomeNote(check, seatNames)}</span> : null}
          </>
        )
      ) : (
        <span className="text-red-700">So kann das Spiel nicht gewesen sein (siehe oben).</span>
      )}
    </div>
  );
}

/** With 2 or 3 players each side is one seat, so the detail's sides name the players. */
function outcomeNote({ detail, heldAward }: DraftCheck, seatNames: readonly string[]): string {
  if (!detail) return "";
  const name = (seat: number) => playerName(seatNames, seat);
  const notes: string[] = [];
  const declarer = detail.declarerSide === null ? "" : name(detail.declarerSide);
  if (detail.outcome === "void") notes.push("Eingeworfen: niemand bekommt Punkte.");
  if (detail.outcome === "beet") {
    const own = detail.totals[detail.declarerSide ?? 0] ?? 0;
    const receivers = detail.beetPoints.flatMap((p, seat) => (p > 0 ? [name(seat)] : []));
    notes.push(
      receivers.length === 0
        ? `Beet: ${declarer} bekommt nichts.`
        : `Beet: ${declarer} bekommt nichts, ${receivers.join(" und ")} ${receivers.length > 1 ? "bekommen je" : "bekommt"} auch die ${own} Punkte von ${declarer}.`,
    );
  }
  if (detail.outcome === "stehbeet")
    notes.push(
      detail.held > 0
        ? `Stehbeet: ${declarer} bekommt nichts, die ${detail.held} Punkte von ${declarer} bleiben stehen für den Besten im nächsten Spiel.`
        : `Stehbeet: ${declarer} bekommt nichts.`,
    );
  if (heldAward) notes.push(`${name(heldAward.side)} bekommt dazu ${heldAward.points} stehende Punkte.`);
  return notes.join(" ");
}
