// The blank Spielliste of one table and round (TSR 7.3), names and positions filled in: the list keeper's paper
// when a tablet fails. The office types it in afterwards and the engine checks each game then. Columns after the
// TSR's minimum (TSR 7.3): game, dealer, game value, the winners'
// positions, each position's running total, the Pflichtsolo, notes.
import { useTranslations } from "next-intl";
import type { Round, Snapshot, Table } from "@/components/public/format";
import { PaperSheet, sheetCell as cell } from "@/components/public/paper-sheet";

export function BlankSpielliste({ snapshot, round, table }: { snapshot: Snapshot; round: Round; table: Table }) {
  const t = useTranslations("doppelkopf");
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const size = table.seats.length;
  const rows = table.goal.kind === "deals" ? table.goal.deals : 24;
  return (
    <PaperSheet
      table={table.table}
      title={t("public.blank.title", { table: table.table, round: round.number })}
      tournament={snapshot.tournament.name}
      intro={
        <p className="mb-2">
          {t("public.blank.intro", { five: size === 5 ? "true" : "false", rows, size, four: size === 4 ? "true" : "false" })}
        </p>
      }
      head={
        <tr>
          <th className={cell}>{t("public.blank.number")}</th>
          <th className={cell}>{t("public.blank.dealer")}</th>
          <th className={cell}>{t("public.blank.value")}</th>
          <th className={cell}>{t("public.blank.winners")}</th>
          {table.seats.map((n, position) => (
            <th key={position} className={`${cell} w-[12%]`}>
              {position + 1}. {byNumber.get(n)?.players[0]?.name ?? t("public.blank.player", { number: n })}
            </th>
          ))}
          <th className={cell}>{t("public.blank.pflichtsolo")}</th>
          <th className={cell}>{t("public.blank.note")}</th>
        </tr>
      }
      rows={rows}
      firstDealer="1"
      blanks={size + 4}
      note={<p className="mt-3">{t("public.blank.office")}</p>}
      signatures={[t("public.blank.signKeeper", { size }), t("public.blank.signOther")]}
    />
  );
}
