// A Doppelkopf game in one line, as the engine's detail explains it to the players: the game type, who played it
// alone, and who won with how many card points, in the reader's language.
import type { SheetsT } from "../../../sheets/sheet-view";
import { DOPPELKOPF_GAME_TYPE_NAMES } from "@/engine";

/** `seats`: the player at each engine seat of this game (at five, the four who play). */
export function explainDoppelkopfGame(t: SheetsT, locale: string, detail: unknown, names: readonly string[], seats: readonly number[]): string {
  if (!detail || typeof detail !== "object") return "";
  const at = (seat: number) => names[seats[seat] ?? seat] ?? "?";
  const d = detail as { type: string; soloist: number | null; winner: "re" | "kontra" | null; augen: { re: number; kontra: number } };
  // The engine's names in both languages: the sheets namespace has no game types of its own.
  const typeNames = Object.prototype.hasOwnProperty.call(DOPPELKOPF_GAME_TYPE_NAMES, d.type) ? DOPPELKOPF_GAME_TYPE_NAMES[d.type as keyof typeof DOPPELKOPF_GAME_TYPE_NAMES] : null;
  const type = typeNames ? typeNames[locale === "en" ? "en" : "de"] : d.type;
  const who = d.soloist !== null ? t("explain.by", { name: at(d.soloist) }) : "";
  const won = d.winner === "re" ? t("explain.reWins") : d.winner === "kontra" ? t("explain.kontraWins") : t("explain.nobodyWins");
  return `${type}${who} · ${won} ${t("explain.augen", { augen: d.augen.re })}`;
}
