// The audit trail: each entry's kind, when (in the tournament's time zone) and who, then the entry as a sentence in the
// reader's language, why, and what it changed before and after in words (audit-sentences.ts).
import { useLocale, useTranslations } from "next-intl";
import { actionLabel, auditSentence, type AuditBook, type AuditEntry } from "./audit-sentences";
import { resultNames } from "./names";

export { actionLabel, AUDIT_ACTIONS, type AuditT } from "./audit-sentences";

export function AuditList({ entries, book }: { entries: AuditEntry[]; book: AuditBook }) {
  const t = useTranslations("audit");
  const n = resultNames(useTranslations("results"));
  const locale = useLocale();
  if (entries.length === 0) return <p className="text-stone-600">{t("list.empty")}</p>;
  return (
    <ol className="space-y-4" data-testid="audit-log">
      {entries.map((e) => {
        const s = auditSentence(e, book, { t, n, locale });
        return (
          <li key={e.id} className="rounded-xl border border-stone-200 bg-white p-4" data-testid="audit-entry">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-semibold">{actionLabel(t, e.action)}</span>
              <span className="text-stone-600">
                {s.when} · {s.who}
              </span>
            </p>
            <p className="mt-1 text-lg font-semibold">{s.text}</p>
            {s.reason ? <p className="mt-1">{t("list.reason", { reason: s.reason })}</p> : null}
            {s.changes.length ? (
              <table className="mt-2 w-full text-left">
                <thead className="text-stone-600">
                  <tr>
                    <th className="pr-2" />
                    <th className="pr-2">{t("list.before")}</th>
                    <th>{t("list.after")}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.changes.map((c) => {
                    // A value the change did not touch (absent after it, or the same) reads as unchanged, not erased.
                    const same = c.after === null || c.after === c.before;
                    return (
                      <tr key={c.key} className={same ? "" : "bg-amber-50"}>
                        <td className="py-1 pr-2 align-top font-medium">{c.label}</td>
                        <td className="pr-2 align-top">{c.before ?? t("row.no")}</td>
                        <td className={`align-top ${same ? "text-stone-600" : ""}`}>{same ? t("list.unchanged") : c.after}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
