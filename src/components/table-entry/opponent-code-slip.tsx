// The lower half of the table card, cut off and handed to the other side of the table: the confirmation code
// never passes through the captain's hands, so the captain cannot confirm his own result.
import { useTranslations } from "next-intl";

export function OpponentCodeSlip({
  opponentCode,
  pairs,
  tableNumber,
  roundNumber,
  tournamentName,
  published,
}: {
  opponentCode: string | null;
  /** Klammern (two pairs): the opposing pair confirms; Doppelkopf: another player of the table. */
  pairs: boolean;
  tableNumber: number;
  roundNumber: number;
  tournamentName: string;
  published: boolean;
}) {
  const t = useTranslations("tableEntry");
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid={`opponent-slip-${tableNumber}`}>
      <div className="min-w-60 flex-1">
        <p className="text-lg font-bold">
          {pairs ? t("slip.forPairs") : t("slip.forPlayers")}
        </p>
        <p className="text-base text-stone-700">
          {t("slip.where", { tournament: tournamentName, round: roundNumber, table: tableNumber })}
        </p>
        <p className="mt-1 text-sm text-stone-700">
          {pairs ? t("slip.howPairs") : t("slip.howPlayers")}
        </p>
      </div>
      <div className="rounded-lg border-2 border-stone-800 px-4 py-2 text-center">
        <p className="text-xs text-stone-600">{t("slip.code")}</p>
        {opponentCode ? (
          <p className="font-mono text-xl font-bold" data-testid="opponent-code">
            {opponentCode}
          </p>
        ) : (
          <p className="text-base">{published ? t("slip.notYet") : t("slip.afterPublish")}</p>
        )}
      </div>
    </div>
  );
}
