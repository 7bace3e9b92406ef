// The audit trail: who changed what, when and why, with before and after side by side, in the reader's language
// (messages audit; seats from results.names, Doppelkopf games from doppelkopf.labels).
import { useFormatter, useTranslations } from "next-intl";
import { messages } from "@/i18n/messages";
import { resultNames, type ResultNames } from "./names";
import type { AuditView } from "./types";

/** The audit namespace's translator (useTranslations("audit") or getTranslations("audit")). */
export type AuditT = ReturnType<typeof useTranslations<"audit">>;
type DoppelkopfT = ReturnType<typeof useTranslations<"doppelkopf">>;
type ActionKey = keyof (typeof messages)["de"]["audit"]["actions"];
type FieldKey = keyof (typeof messages)["de"]["audit"]["fields"];
type StatusKey = keyof (typeof messages)["de"]["audit"]["status"];
type GameTypeKey = keyof (typeof messages)["de"]["doppelkopf"]["labels"]["gameTypes"];
type LevelKey = keyof (typeof messages)["de"]["doppelkopf"]["labels"]["levels"];

const own = <K extends string>(list: Record<K, unknown>, key: string): key is K => Object.prototype.hasOwnProperty.call(list, key);

/** Every action the services write to the trail (messages audit.actions; a test checks that none is missing). */
export const AUDIT_ACTIONS: readonly string[] = Object.keys(messages.de.audit.actions);

/** An action in words; an action without a label shows its code. */
export function actionLabel(t: AuditT, action: string): string {
  return own(messages.de.audit.actions, action) ? t(`actions.${action as ActionKey}`) : action;
}

interface Words {
  t: AuditT;
  d: DoppelkopfT;
  n: ResultNames;
}

/** A Klammern record: dealer, declarer, trump, melds, Augen by side. */
function klammernRecord({ t, n }: Words, r: { dealer?: number; summary?: Record<string, unknown> }): string | null {
  const s = r.summary;
  if (!s) return null;
  const cp = (s.cardPoints as (number | null)[] | undefined) ?? [];
  const melds = ((s.melds as { seat: number; kind: string; suit: string; top: string }[] | undefined) ?? [])
    .map((m) => `${n.seat(m.seat)} ${m.kind} ${m.suit} ${m.top}`)
    .join(", ");
  return [
    t("record.dealer", { seat: n.seat(r.dealer ?? 0) }),
    s.declarer !== undefined ? t("record.declarer", { seat: n.seat(s.declarer as number) }) : null,
    s.trump ? t("record.trump", { suit: String(s.trump) }) : null,
    s.chosen ? String(s.chosen) : null,
    melds ? t("record.melds", { melds }) : null,
    s.bella !== null && s.bella !== undefined ? t("record.bella", { seat: n.seat(s.bella as number) }) : null,
    t("record.augen", { augen: cp.map((x) => (x === null ? t("record.rest") : x)).join(" : ") }),
  ]
    .filter(Boolean)
    .join(" · ");
}

const level = (d: DoppelkopfT, v: string) =>
  v === "re" ? "Re" : v === "kontra" ? "Kontra" : own(messages.de.doppelkopf.labels.levels, v) ? d(`labels.levels.${v as LevelKey}`) : v;

/** A Doppelkopf game: type, announcements, Re's Augen, special points (who got what shows in the points per position). */
function doppelkopfRecord({ t, d }: Words, r: { summary?: Record<string, unknown> }): string | null {
  const s = r.summary;
  if (!s) return null;
  const said = (s.announcements ?? {}) as Record<string, string>;
  const special = (s.special as { kind: string; party: string }[] | undefined) ?? [];
  const type = String(s.type);
  return [
    own(messages.de.doppelkopf.labels.gameTypes, type) ? d(`labels.gameTypes.${type as GameTypeKey}`) : type,
    said.re && said.re !== "none" ? t("record.announceRe", { level: level(d, said.re) }) : null,
    said.kontra && said.kontra !== "none" ? t("record.announceKontra", { level: level(d, said.kontra) }) : null,
    t("record.reAugen", { augen: String(s.reAugen) }),
    s.tricksless ? t("record.tricksless", { party: s.tricksless === "re" ? "Re" : "Kontra" }) : null,
    special.length ? t("record.special", { list: special.map((x) => `${x.kind} (${x.party === "re" ? "Re" : "Kontra"})`).join(", ") }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** How a stored record reads, by the game it names (records without a game are Klammern's). */
const RECORD_TEXT: Record<string, (w: Words, r: Record<string, unknown>) => string | null> = { klammern: klammernRecord, doppelkopf: doppelkopfRecord };

function show(w: Words, key: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if ((key === "score" || key === "points") && Array.isArray(value)) return value.join(" : ");
  // Statuses of a table (match), a device's session, an entrant, a round and a code, as the organizer says them.
  if (key === "status" && typeof value === "string") return own(messages.de.audit.status, value) ? w.t(`status.${value as StatusKey}`) : value;
  // Whose table code an entry names.
  if (key === "side" && typeof value === "string") return value === "captain" || value === "opponent" ? w.t(`sides.${value}`) : value;
  if (key === "record" && typeof value === "object") {
    const r = value as Record<string, unknown>;
    return (RECORD_TEXT[String(r.game)] ?? klammernRecord)(w, r) ?? JSON.stringify(value);
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A row's label; a score of more than two entries is per position (Doppelkopf), not per side. */
function label(t: AuditT, key: string, value: unknown): string {
  if (key === "score" && Array.isArray(value) && value.length > 2) return t("fields.scorePerSeat");
  return own(messages.de.audit.fields, key) ? t(`fields.${key as FieldKey}`) : key;
}

export function AuditList({ entries }: { entries: AuditView["entries"] }) {
  const t = useTranslations("audit");
  const d = useTranslations("doppelkopf");
  const n = resultNames(useTranslations("results"));
  const format = useFormatter();
  const w: Words = { t, d, n };
  if (entries.length === 0) return <p className="text-stone-600">{t("list.empty")}</p>;
  return (
    <ol className="space-y-4" data-testid="audit-log">
      {entries.map((e) => {
        const before = (e.before ?? {}) as Record<string, unknown>;
        const after = (e.after ?? {}) as Record<string, unknown>;
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
        return (
          <li key={e.id} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-semibold">{actionLabel(t, e.action)}</span>
              <span className="text-stone-600">
                {format.dateTime(new Date(e.at), { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" })} · {e.actorName}
              </span>
            </div>
            {e.reason ? <p className="mt-1">{t("list.reason", { reason: e.reason })}</p> : null}
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-stone-600">
                <tr>
                  <th className="pr-2" />
                  <th className="pr-2">{t("list.before")}</th>
                  <th>{t("list.after")}</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => {
                  const b = show(w, k, before[k]);
                  // A value the change did not touch (absent after it, or the same) reads as unchanged, not erased.
                  const same = after[k] === undefined || show(w, k, after[k]) === b;
                  return (
                    <tr key={k} className={same ? "" : "bg-amber-50"}>
                      <td className="py-1 pr-2 font-medium">{label(t, k, after[k] ?? before[k])}</td>
                      <td className="pr-2">{b}</td>
                      <td className={same ? "text-stone-600" : ""}>{same ? t("list.unchanged") : show(w, k, after[k])}</td>
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
