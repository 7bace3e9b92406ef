// A Doppelkopf game in one line, as the engine's detail explains it to the players: the game type, who played it
// alone, and who won with how many Augen.
import type { SheetsT } from "../../../sheets/sheet-view";
import { GAME_TYPE_NAMES } from "../labels";

/** `seats`: the player at each engine seat of this game (at five, the four who play). */
export function explainDoppelkopfGame(t: SheetsT, _locale: string, detail: unknown, names: readonly string[], seats: readonly number[]): string {
  if (!detail || typeof detail !== "object") return "";
  const at = (seat: number) => names[seats[seat] ?? seat] ?? "?";
  const d = detail as { type: string; soloist: number | null; winner: "re" | "kontra" | null; augen: { re: number; kontra: number } };
  const type = GAME_TYPE_NAMES[d.type] ?? d.type;
  const who = d.soloist !== null ? t("explain.by", { name: at(d.soloist) }) : "";
  const won = d.winner === "re" ? t("explain.reWins") : d.winner === "kontra" ? t("explain.kontraWins") : t("explain.nobodyWins");
  return `${type}${who} · ${won} ${t("explain.augen", { augen: d.augen.re })}`;
}
