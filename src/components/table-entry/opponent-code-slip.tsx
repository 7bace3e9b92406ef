// The lower half of the table card, cut off and handed to the other side of the table: the confirmation code
// never passes through the captain's hands, so the captain cannot confirm his own result.

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
  const who = pairs ? "das Gegenpaar" : "einen Mitspieler";
  const captain = pairs ? "Kapitän" : "Listenführer";
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid={`opponent-slip-${tableNumber}`}>
      <div className="min-w-60 flex-1">
        <p className="text-lg font-bold">
          Unten: für {who} – nicht für den {captain}
        </p>
        <p className="text-base text-stone-700">
          {tournamentName} · Runde {roundNumber} · Tisch {tableNumber}
        </p>
        <p className="mt-1 text-sm text-stone-700">
          {pairs
            ? `Am Ende prüft ihr die Spiele auf dem Gerät des ${captain}s und tippt diesen Code selbst ein; erst dann ist das Ergebnis bestätigt. Gebt den Code nicht aus der Hand.`
            : `Am Ende prüfst du die Spiele auf dem Gerät des ${captain}s und tippst diesen Code selbst ein; erst dann ist das Ergebnis bestätigt. Gib den Code nicht aus der Hand.`}
        </p>
      </div>
      <div className="rounded-lg border-2 border-stone-800 px-4 py-2 text-center">
        <p className="text-xs text-stone-600">Bestätigungscode</p>
        {opponentCode ? (
          <p className="font-mono text-xl font-bold" data-testid="opponent-code">
            {opponentCode}
          </p>
        ) : (
          <p className="text-base">{published ? "Noch nicht erzeugt" : "nach der Veröffentlichung"}</p>
        )}
      </div>
    </div>
  );
}
