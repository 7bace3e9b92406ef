"use client";
// What the deal gives, as the engine scores it: with 4 players per pair (as the tablet has always said it), with 2 or
// 3 players per player by name, with a line for Beet, Stehbeet and held points, since a player's 0 needs its reason.
import type { DraftCheck, Players } from "./deal-draft";
import type { TableLabels, TableT } from "../../table-entry/labels";
import { useTableText } from "../../table-entry/use-labels";

export function DealPreview({ check, players, seatNames }: { check: DraftCheck; players: Players; seatNames: readonly string[] }) {
  const { t, l } = useTableText();
  const note = outcomeNote(check, seatNames, t, l);
  return (
    <div className="rounded-lg bg-stone-100 p-3 text-lg" aria-live="polite" data-testid="deal-preview">
      {check.missing.length > 0 ? (
        <span>{t("preview.missing", { fields: check.missing.join(", ") })}</span>
      ) : check.ok && check.credited ? (
        players === 4 ? (
          <span>
            {t("preview.thisDeal")} {l.sideName(0)} <strong>{check.credited[0]}</strong>, {l.sideName(1)} <strong>{check.credited[1]}</strong>
          </span>
        ) : (
          <>
            <span>
              {t("preview.thisDeal")}{" "}
              {check.credited.map((points, seat) => (
                <span key={seat}>
                  {seat > 0 ? " · " : ""}
                  {l.playerName(seatNames, seat)} <strong>{points}</strong>
                </span>
              ))}
            </span>
            {note ? <span className="mt-1 block" data-testid="deal-outcome">{note}</span> : null}
          </>
        )
      ) : (
        <span className="text-red-700">{t("preview.impossible")}</span>
      )}
    </div>
  );
}

/** With 2 or 3 players each side is one seat, so the detail's sides name the players. */
function outcomeNote({ detail, heldAward }: DraftCheck, seatNames: readonly string[], t: TableT, l: TableLabels): string {
  if (!detail) return "";
  const name = (seat: number) => l.playerName(seatNames, seat);
  const notes: string[] = [];
  const declarer = detail.declarerSide === null ? "" : name(detail.declarerSide);
  if (detail.outcome === "void") notes.push(t("preview.void"));
  if (detail.outcome === "beet") {
    const own = detail.totals[detail.declarerSide ?? 0] ?? 0;
    const receivers = detail.beetPoints.flatMap((p, seat) => (p > 0 ? [name(seat)] : []));
    notes.push(
      receivers.length === 0
        ? t("preview.beetNothing", { declarer })
        : t("preview.beetOthers", { declarer, receivers: receivers.reduce((a, b) => t("preview.and", { a, b })), count: receivers.length, own }),
    );
  }
  if (detail.outcome === "stehbeet")
    notes.push(
      detail.held > 0
        ? t("preview.stehbeetHeld", { declarer, held: detail.held })
        : t("preview.stehbeet", { declarer }),
    );
  if (heldAward) notes.push(t("preview.heldAward", { name: name(heldAward.side), points: heldAward.points }));
  return notes.join(" ");
}
