// The Spielliste of one table: each game's points by position (G = dealer, – = sits out), the totals, the checks of
// TSR 7.3.3, the Pflichtsoli and the games left. In a closed round each game's number is a
// button that opens it for a correction (✎).
import { useTranslations } from "next-intl";
import { withPenalties } from "@/games";
import { gameTypeName, penaltyName, signedPoints as signed } from "./labels";
import type { SpiellisteView } from "./spielliste-view";

export function SpiellisteTable({
  view,
  onCorrect,
  selected,
  penalties = [],
  onTakeBack,
  onSign,
}: {
  /** The list to show: the office's, or the table device's own replay with its waiting games. */
  view: Pick<SpiellisteView, "positions" | "gamesPlanned"> & { list: Omit<SpiellisteView["list"], "next"> };
  /** Offered in a closed round: pick game `number` to correct it. */
  onCorrect?: (number: number) => void;
  selected?: number | null;
  /** The penalties at the table (TSR 9): a row each, counted in the sum once countersigned. */
  penalties?: SpiellisteView["penalties"];
  /** Offered in the office: take a penalty back (or refuse one noted at the table). */
  onTakeBack?: (penaltyId: string) => void;
  /** Offered in the office: countersign a penalty noted at the table. */
  onSign?: (penaltyId: string) => void;
}) {
  const t = useTranslations("doppelkopf");
  const { positions, list } = view;
  const sums = withPenalties(list.totals, penalties.filter((x) => x.signed).map((x) => x.points));
  const sum = (p: number) => sums[p] ?? 0;
  const name = (p: number) => positions[p]?.name ?? t("spielliste.position", { number: p + 1 });
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-lg" data-testid="spielliste">
          <thead>
            <tr className="border-b border-stone-300 text-left">
              <th className="px-2 py-1">{t("spielliste.game")}</th>
              {positions.map((p) => (
                <th key={p.position} className="px-2 py-1 text-right">
                  {p.name}
                </th>
              ))}
              <th className="px-2 py-1">{t("spielliste.type")}</th>
            </tr>
          </thead>
          <tbody>
            {list.games.map((g) => (
              <tr key={g.number} className={`border-b border-stone-200 ${selected === g.number ? "bg-blue-50" : ""}`}>
                <td className="px-2 py-1">
                  {onCorrect ? (
                    // The game's number is the button: a column of its own would push the list past a tablet's width.
                    <button
                      type="button"
                      onClick={() => onCorrect(g.number)}
                      aria-label={t("spielliste.correctGame", { number: g.number })}
                      title={t("spielliste.correct")}
                      className="min-h-12 min-w-16 rounded-lg border border-stone-400 bg-white px-2 font-semibold hover:bg-stone-100"
                    >
                      {g.number} ✎
                    </button>
                  ) : (
                    g.number
                  )}
                </td>
                {positions.map((p) => (
                  <td key={p.position} className={`px-2 py-1 text-right ${g.sitsOut === p.position ? "text-stone-400" : ""}`}>
                    {g.sitsOut === p.position ? "–" : signed(g.score[p.position] ?? 0)}
                    {g.dealer === p.position ? <span className="ml-1 text-sm text-stone-500">{t("spielliste.dealerMark")}</span> : null}
                  </td>
                ))}
                <td className="px-2 py-1">
                  {gameTypeName(t, g.type)}
                  {g.soloist !== null && g.type !== "hochzeit" ? t("spielliste.soloist", { name: name(g.soloist), pflicht: g.pflichtsolo ? "true" : "false" }) : ""}
                </td>
              </tr>
            ))}
            {penalties.map((x) => (
              <tr key={x.id} className={`border-b border-stone-200 ${x.signed ? "bg-red-50" : "bg-amber-50 italic"}`} data-testid="penalty-row">
                <td className="px-2 py-1 text-base">{t("spielliste.penalty")}</td>
                {positions.map((p) => (
                  <td key={p.position} className="px-2 py-1 text-right">
                    {x.points[p.position] ? signed(x.points[p.position]!) : ""}
                  </td>
                ))}
                <td className="px-2 py-1 text-base">
                  {t("spielliste.penaltyText", { penalty: penaltyName(t, x.class), game: x.game, name: name(x.offender), reason: x.reason })}
                  {x.signed ? null : <strong className="ml-1 not-italic text-amber-900">{t("spielliste.waiting")}</strong>}
                  {onSign && !x.signed ? (
                    <button type="button" className="ml-2 min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-base not-italic" onClick={() => onSign(x.id)}>
                      {t("spielliste.sign")}
                    </button>
                  ) : null}
                  {onTakeBack ? (
                    <button type="button" className="ml-2 min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-base not-italic" onClick={() => onTakeBack(x.id)}>
                      {x.signed ? t("spielliste.takeBack") : t("spielliste.refuse")}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
            <tr className="font-bold" data-testid="spielliste-totals">
              <td className="px-2 py-1">{t("spielliste.sum")}</td>
              {positions.map((p) => (
                <td key={p.position} className="px-2 py-1 text-right">
                  {signed(sum(p.position))}
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="mt-3 space-y-1 text-base text-stone-700">
        <li>
          {t("spielliste.left", { left: list.gamesLeft, total: list.games.length + list.gamesLeft, five: positions.length === 5 ? "true" : "false" })}
        </li>
        <li>{t("spielliste.zeroSum", { answer: list.checks.zeroSum ? t("spielliste.yes") : t("spielliste.no") })}</li>
        <li>
          {t("spielliste.parity", {
            answer: list.checks.parity === null ? t("spielliste.naFive") : list.checks.parity ? t("spielliste.yes") : t("spielliste.no"),
          })}
        </li>
        {list.pflichtsolo ? (
          <li>
            {t("spielliste.pflichtsolo", {
              list: positions.map((p) => `${p.name} ${list.pflichtsolo![p.position] ? t("spielliste.played") : t("spielliste.open")}`).join(" · "),
            })}
          </li>
        ) : null}
      </ul>
    </>
  );
}
