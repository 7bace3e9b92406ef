// Dreier, a game invented to prove the game seam: three players a table, each deal won by one of them for 1 to 10
// points, which the two others pay (the winner +2p, each other −p). Its whole engine is this file.
export interface TrioRecord {
  game: "trio";
  players: 3;
  dealer: number;
  summary: { winner: number; points: number };
}

export type TrioScored =
  | { ok: true; score: [number, number, number]; detail: { winner: number; points: number } }
  | { ok: false; errors: { code: string; path: string; message: string; messageEn: string }[] };

const seat = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0 && v < 3;

/** Scores one deal; `dealer` must be the expected one (the deal rotates clockwise). */
export function scoreTrioDeal(record: unknown, expectedDealer: number): TrioScored {
  const r = record as Partial<TrioRecord> | null;
  const error = (code: string, path: string, de: string, en: string): TrioScored => ({ ok: false, errors: [{ code, path, message: de, messageEn: en }] });
  if (!r || typeof r !== "object" || r.game !== "trio") return error("GAME_INVALID", "game", "Das ist kein Dreier-Spiel.", "That is no Dreier deal.");
  if (r.dealer !== expectedDealer) return error("DEALER", "dealer", `Es gibt Platz ${expectedDealer + 1}.`, `Seat ${expectedDealer + 1} deals.`);
  const s = r.summary;
  if (!s || !seat(s.winner)) return error("WINNER", "summary.winner", "Wer hat gewonnen?", "Who won?");
  if (!Number.isInteger(s.points) || s.points < 1 || s.points > 10) return error("POINTS", "summary.points", "1 bis 10 Punkte.", "1 to 10 points.");
  const score = [0, 1, 2].map((p) => (p === s.winner ? 2 * s.points : -s.points)) as [number, number, number];
  return { ok: true, score, detail: { winner: s.winner, points: s.points } };
}

/** A table's deals replayed: each deal's score, the totals by seat, the next dealer; the first refusal stops it. */
export function replayTrio(records: readonly unknown[], firstDealer: number, deals: number) {
  const totals = [0, 0, 0];
  const scored: { score: number[]; detail: unknown }[] = [];
  for (const [i, record] of records.entries()) {
    const result = scoreTrioDeal(record, (firstDealer + i) % 3);
    if (!result.ok) return { scored, totals, errors: result.errors.map((e) => ({ ...e, path: `deals[${i}].${e.path}` })), over: false, nextDealer: null };
    result.score.forEach((v, p) => (totals[p]! += v));
    scored.push({ score: result.score, detail: result.detail });
  }
  const over = records.length >= deals;
  return { scored, totals, errors: [], over, nextDealer: over ? null : (firstDealer + records.length) % 3 };
}
