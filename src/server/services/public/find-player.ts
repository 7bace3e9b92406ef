// The player page: find a pair by a player's name or club player number (or the pair's start number), then
// that pair's next seat, its matches and its deals with the engine's detail. Searching runs on the cached
// public snapshot; only the deals are read per request.
import { asc, inArray } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { deals } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { slugField, tournamentNotFound } from "./get-public-tournament";
import { loadPublicTournament, tournamentBySlug, type PublicPair, type PublicTournament } from "./public-tournament-data";
import { textField } from "../_shared/schemas";

export const findPlayerInput = z.object({
  slug: slugField,
  q: textField({ de: "Die Suche", en: "The search" })
    .trim()
    .min(1, bi("Bitte einen Namen oder eine Spielernummer eingeben.", "Please enter a name or a player number."))
    .max(80, bi("Höchstens 80 Zeichen.", "At most 80 characters.")),
});

const strip = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
/** Both ways people type without umlauts: "Mueller" and "Muller" both find "Müller". */
const fold = (s: string) => {
  const lower = s.toLowerCase().replace(/ß/g, "ss");
  return `${strip(lower.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue"))} ${strip(lower)}`;
};

/** Pairs matching `q`: a number matches a player number or the pair's start number ("7"), "Paar 7" only the
 * start number; words
 * match player and team names (every word somewhere; "Müller", "Mueller" and "Muller" all find "Müller"). */
export function searchPairs(pairs: readonly PublicPair[], q: string): PublicPair[] {
  const text = q.trim();
  const pairNo = /^paar\s*(\d{1,6})$/i.exec(text);
  if (pairNo) return pairs.filter((p) => p.number === Number(pairNo[1]));
  const num = /^(?:nr\.?\s*|#)?(\d{1,6})$/i.exec(text);
  if (num) {
    const n = Number(num[1]);
    return pairs.filter((p) => p.players.some((pl) => pl.playerNumber === n) || p.number === n);
  }
  const words = strip(text.toLowerCase().replace(/ß/g, "ss")).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pairs.filter((p) => {
    const hay = fold([p.name ?? "", ...p.players.map((pl) => pl.name)].join(" "));
    return words.every((w) => hay.includes(w));
  });
}

export type SeatSide = "NS" | "EW";

export type PairMatch =
  | { round: number; roundStatus: "published" | "closed"; bye: true }
  | {
      round: number;
      roundStatus: "published" | "closed";
      bye: false;
      table: PublicTournament["rounds"][number]["tables"][number];
      side: SeatSide;
      opponent: PublicPair | null;
      pointsFor: number;
      pointsAgainst: number;
    };

/** One pair's view of the tournament: where it sits in the round being played (or the latest published one),
 * and its matches round by round. */
export function pairView(snapshot: PublicTournament, pairNumber: number) {
  const pair = snapshot.pairs.find((p) => p.number === pairNumber);
  if (!pair) return null;
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const matches = snapshot.rounds.flatMap((r): PairMatch[] => {
    if (r.bye === pairNumber) return [{ round: r.number, roundStatus: r.status, bye: true }];
    const t = r.tables.find((x) => x.ns === pairNumber || x.ew === pairNumber);
    if (!t) return [];
    const side: SeatSide = t.ns === pairNumber ? "NS" : "EW";
    const opponent = byNumber.get(side === "NS" ? t.ew : t.ns) ?? null;
    return [
      {
        round: r.number,
        roundStatus: r.status,
        bye: false,
        table: t,
        side,
        opponent,
        pointsFor: side === "NS" ? t.nsPoints : t.ewPoints,
        pointsAgainst: side === "NS" ? t.ewPoints : t.nsPoints,
      },
    ];
  });
  const latest = snapshot.rounds.at(-1);
  const next = latest && latest.status === "published" ? (matches.find((m) => m.round === latest.number) ?? null) : null;
  const standing = snapshot.standings.rows.find((r) => r.pairNumber === pairNumber) ?? null;
  return { pair, standing, matches, next };
}

/** The deals of the given tables, in order, with the engine's score and detail (no record authorship). */
export async function loadPublicDeals(db: Queryable, matchIds: readonly string[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({ matchId: deals.matchId, number: deals.number, score: deals.score, detail: deals.detail })
    .from(deals)
    .where(inArray(deals.matchId, [...matchIds]))
    .orderBy(asc(deals.matchId), asc(deals.number));
}

/** Search as a verb (for a router or the JSON endpoint): the pairs matching `q` in the tournament `slug`. */
export async function findPlayer({ ctx, input }: ServiceCall<z.infer<typeof findPlayerInput>>) {
  const t = await tournamentBySlug(ctx.db, input.slug);
  if (!t) throw tournamentNotFound();
  const snapshot = await loadPublicTournament(ctx.db, t.id);
  return searchPairs(snapshot.pairs, input.q);
}
