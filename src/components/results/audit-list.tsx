// The audit trail: who changed what, when and why, with before and after side by side.
import { GAME_TYPE_NAMES, LEVEL_NAMES } from "../doppelkopf/labels";
import { SEAT_NAMES } from "./names";
import type { AuditView } from "./types";

/** Every action the services write to the trail, in words (a test checks that none is missing). */
const ACTIONS: Record<string, string> = {
  "correct-deal": "Spiel korrigiert",
  "adjust-match": "Ergebnis festgesetzt",
  "extend-table-time": "Mehr Zeit für den Tisch",
  "start-round-clock": "Rundenuhr gestartet",
  "strike-games": "Ausstehende Spiele gestrichen",
  "lift-strike": "Streichung aufgehoben",
  "give-penalty": "Strafe gegeben",
  "note-penalty": "Strafe am Tisch notiert",
  "sign-penalty": "Strafe gegengezeichnet",
  "take-back-penalty": "Strafe zurückgenommen",
  "confirm-match": "Ergebnis bestätigt",
  "undo-confirmed-deal": "Spiel eines bestätigten Tisches zurückgenommen",
  "leave-table": "Tisch am Gerät verlassen",
  "check-in-entrant": "Eingecheckt",
  "undo-check-in": "Check-in zurückgenommen",
  "check-in-all": "Alle eingecheckt",
  "withdraw-entrant": "Zurückgezogen",
  "pair-round": "Runde ausgelost (Entwurf)",
  "discard-draft-round": "Entwurf verworfen",
  "swap-entrants": "Im Entwurf getauscht",
  "publish-round": "Runde veröffentlicht",
  "close-round": "Runde abgeschlossen",
  "issue-table-codes": "Tischcodes ausgegeben",
  "reissue-table-code": "Tischcode neu ausgegeben",
  "revoke-table-code": "Tischcode widerrufen",
  "approve-takeover": "Geräteübernahme freigegeben",
  "enter-deal": "Spiel eingetragen",
  "undo-deal": "Spiel zurückgenommen",
};
export const AUDIT_ACTIONS: readonly string[] = Object.keys(ACTIONS);
const KEYS: Record<string, string> = {
  round: "Runde",
  table: "Tisch",
  deal: "Spiel",
  status: "Status",
  nsPoints: "Spielpunkte N/S",
  ewPoints: "Spielpunkte O/W",
  nsOutcome: "Ergebnis N/S",
  ewOutcome: "Ergebnis O/W",
  deals: "Spiele erfasst",
  score: "Wertung N/S : O/W",
  record: "Spielbericht",
  points: "Punkte je Position",
  extraMinutes: "Mehr Zeit (Minuten)",
  deadline: "Ende",
  startedAt: "Beginn",
  played: "Spiele gespielt",
  gamesLeft: "Spiele offen",
  game: "Spiel",
  offender: "Spieler",
  class: "Strafe",
  penalty: "Strafpunkte je Position",
  signed: "gegengezeichnet",
  entrant: "Startnummer",
  entrants: "Startnummern",
  name: "Name",
  withdrawnAfterRound: "Gespielt bis Runde",
  tableCount: "Tische",
  tables: "Tische mit neuen Codes",
  warnings: "Hinweise",
  swapped: "Getauscht",
  adjusted: "Tische festgesetzt",
  side: "Code",
  signedOut: "Geräte abgemeldet",
  replaced: "Geräte abgelöst",
};

/** A Klammern record: dealer, declarer, trump, melds, Augen by side. */
function klammernRecord(r: { dealer?: number; summary?: Record<string, unknown> }): string | null {
  const s = r.summary;
  if (!s) return null;
  const cp = (s.cardPoints as (number | null)[] | undefined) ?? [];
  const melds = ((s.melds as { seat: number; kind: string; suit: string; top: string }[] | undefined) ?? [])
    .map((m) => `${SEAT_NAMES[m.seat]} ${m.kind} ${m.suit} ${m.top}`)
    .join(", ");
  return [
    `Geber ${SEAT_NAMES[r.dealer ?? 0]}`,
    s.declarer !== undefined ? `Spieler ${SEAT_NAMES[s.declarer as number]}` : null,
    s.trump ? `Trumpf ${String(s.trump)}` : null,
    s.chosen ? String(s.chosen) : null,
    melds ? `Meldungen ${melds}` : null,
    s.bella !== null && s.bella !== undefined ? `Bella ${SEAT_NAMES[s.bella as number]}` : null,
    `Augen ${cp.map((x) => (x === null ? "(Rest)" : x)).join(" : ")}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

const level = (v: string) => (v === "re" ? "Re" : v === "kontra" ? "Kontra" : ((LEVEL_NAMES as Record<string, string>)[v] ?? v));

/** A Doppelkopf game: type, announcements, Re's Augen, special points (who got what shows in the points per position). */
function doppelkopfRecord(r: { summary?: Record<string, unknown> }): string | null {
  const s = r.summary;
  if (!s) return null;
  const said = (s.announcements ?? {}) as Record<string, string>;
  const special = (s.special as { kind: string; party: string }[] | undefined) ?? [];
  return [
    GAME_TYPE_NAMES[String(s.type)] ?? String(s.type),
    said.re && said.re !== "none" ? `Ansage Re: ${level(said.re)}` : null,
    said.kontra && said.kontra !== "none" ? `Ansage Kontra: ${level(said.kontra)}` : null,
    `Augen Re ${String(s.reAugen)}`,
    s.tricksless ? `${s.tricksless === "re" ? "Re" : "Kontra"} ohne Stich` : null,
    special.length ? `Sonderpunkte ${special.map((x) => `${x.kind} (${x.party === "re" ? "Re" : "Kontra"})`).join(", ")}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Statuses of a table (match), a device's session, an entrant, a round and a code, as the organizer says them. */
const STATUS: Record<string, string> = {
  open: "läuft",
  complete: "beendet",
  adjusted: "festgesetzt",
  active: "hält den Tisch",
  pending: "wartet auf Freigabe",
  replaced: "abgelöst",
  revoked: "widerrufen",
  left: "verlassen",
  registered: "angemeldet",
  "checked-in": "eingecheckt",
  withdrawn: "zurückgezogen",
  draft: "Entwurf",
  published: "veröffentlicht",
  closed: "abgeschlossen",
  discarded: "verworfen",
  valid: "gültig",
};
/** Whose table code an entry names. */
const SIDE: Record<string, string> = { captain: "Kapitän", opponent: "Gegenpartei" };

/** How a stored record reads, by the game it names (records without a game are Klammern's). */
const RECORD_TEXT: Record<string, (r: Record<string, unknown>) => string | null> = { klammern: klammernRecord, doppelkopf: doppelkopfRecord };

function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if ((key === "score" || key === "points") && Array.isArray(value)) return value.join(" : ");
  if (key === "status" && typeof value === "string") return STATUS[value] ?? value;
  if (key === "side" && typeof value === "string") return SIDE[value] ?? value;
  if (key === "record" && typeof value === "object") {
    const r = value as Record<string, unknown>;
    return (RECORD_TEXT[String(r.game)] ?? klammernRecord)(r) ?? JSON.stringify(value);
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A row's label; a score of more than two entries is per position (Doppelkopf), not per side. */
function label(key: string, value: unknown): string {
  if (key === "score" && Array.isArray(value) && value.length > 2) return "Wertung je Position";
  return KEYS[key] ?? key;
}

export function AuditList({ entries }: { entries: AuditView["entries"] }) {
  if (entries.length === 0) return <p className="text-stone-600">Noch keine Einträge.</p>;
  return (
    <ol className="space-y-4" data-testid="audit-log">
      {entries.map((e) => {
        const before = (e.before ?? {}) as Record<string, unknown>;
        const after = (e.after ?? {}) as Record<string, unknown>;
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
        return (
          <li key={e.id} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-semibold">{ACTIONS[e.action] ?? e.action}</span>
              <span className="text-stone-600">
                {new Date(e.at).toLocaleString("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" })} · {e.actorName}
              </span>
            </div>
            {e.reason ? <p className="mt-1">Begründung: {e.reason}</p> : null}
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-stone-600">
                <tr>
                  <th className="pr-2" />
                  <th className="pr-2">vorher</th>
                  <th>nachher</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => {
                  const b = show(k, before[k]);
                  // A value the change did not touch (absent after it, or the same) reads as unchanged, not erased.
                  const same = after[k] === undefined || show(k, after[k]) === b;
                  return (
                    <tr key={k} className={same ? "" : "bg-amber-50"}>
                      <td className="py-1 pr-2 font-medium">{label(k, after[k] ?? before[k])}</td>
                      <td className="pr-2">{b}</td>
                      <td className={same ? "text-stone-600" : ""}>{same ? "unverändert" : show(k, after[k])}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </li>
        );
      })}
    </ol>
  );
}
