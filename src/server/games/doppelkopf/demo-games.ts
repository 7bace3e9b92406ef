// The games of one demo Doppelkopf table, as a list keeper enters them (the summary of each game), in the order the
// Spielliste demands: the dealer's rotation, each player's Pflichtsolo (ddv), a Vorführung when the missing
// Pflichtsoli fill the games left. Each game is drawn at random from plausible ones and kept only when the same
// Spielliste that checks a submitted game accepts it, so the demo holds nothing a table could not have entered.
import { createRng, type Rng } from "@/engine";
import { replaySpielliste, type Spielliste, type TableSize } from "@/games";

const SOLOS = ["damen-solo", "buben-solo", "kreuz-solo", "herz-solo", "pik-solo", "karo-solo", "fleischlos", "trumpf-solo"];
const ATTEMPTS = 200;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;

/** Re's Augen around the middle, with the occasional clear game. */
const augen = (rng: Rng) => 40 + rng.int(161);

function announcements(rng: Rng) {
  return { re: rng.next() < 0.2 ? "re" : null, kontra: rng.next() < 0.1 ? "kontra" : null };
}

function summary(rng: Rng, type: string, re: number[], extra: Record<string, unknown> = {}) {
  return { type, re, announcements: announcements(rng), reAugen: augen(rng), tricksless: null, special: [], ...extra };
}

/** Candidates for the next game: the Pflichtsolo of a player who lacks one when it is due (or by chance), else a
 * normal game, now and then a Hochzeit or a Fuchs caught. Seats are the engine's (0..3 of the active players). */
function candidates(rng: Rng, list: Spielliste): Record<string, unknown>[] {
  const next = list.next!;
  const lacking = next.active.filter((p) => list.pflichtsolo && !list.pflichtsolo[p]);
  const missing = list.pflichtsolo ? list.pflichtsolo.filter((done) => !done).length : 0;
  const soloDue = lacking.length > 0 && (missing >= list.gamesLeft || rng.next() < (1.5 * missing) / list.gamesLeft);
  const seatsOf = (positions: number[]) => positions.map((p) => next.active.indexOf(p));
  const solos = [...lacking].sort(() => rng.next() - 0.5).map((p) => summary(rng, pick(rng, SOLOS), seatsOf([p])));
  const [a, b] = [0, 1, 2, 3].sort(() => rng.next() - 0.5);
  const normal =
    rng.next() < 0.06
      ? summary(rng, "hochzeit", [a!, b!], { klaerungsstich: 1 + rng.int(3) })
      : summary(rng, "normal", [a!, b!], rng.next() < 0.15 ? { special: [{ kind: "fuchs-gefangen", party: pick(rng, ["re", "kontra"]) }] } : {});
  return soloDue ? [...solos, normal] : [normal];
}

export interface DemoTableInput {
  size: TableSize;
  rules: Record<string, unknown>;
  gamesPlanned: number;
  /** How many games to enter (the whole quota for a finished table). */
  games: number;
  seed: number;
}

/** The records of the table's first `games` games and the Spielliste they make. */
export function demoTableGames(input: DemoTableInput): { records: Record<string, unknown>[]; list: Spielliste } {
  const rng = createRng(input.seed);
  const replay = (records: Record<string, unknown>[]) =>
    replaySpielliste({ size: input.size, rules: input.rules, records, gamesPlanned: input.gamesPlanned });
  const records: Record<string, unknown>[] = [];
  let list = replay(records);
  while (records.length < input.games && list.next) {
    const dealer = list.next.engineDealer;
    let kept = false;
    for (let attempt = 0; attempt < ATTEMPTS && !kept; attempt++) {
      for (const s of candidates(rng, list)) {
        const record = { game: "doppelkopf", players: 4, dealer, summary: s };
        const tried = replay([...records, record]);
        if (tried.error) continue;
        records.push(record);
        list = tried;
        kept = true;
        break;
      }
    }
    if (!kept) throw new Error(`demo table ${input.seed}: no valid game ${records.length + 1}`);
  }
  return { records, list };
}
