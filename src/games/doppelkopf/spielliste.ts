// The Spielliste of one Doppelkopf table in one round (TSR 7.3): every game scored by the engine and written to
// the players by position, the dealer's rotation, each player's total, the checks a referee makes, and the
// Pflichtsolo state (ddv).
//
// Positions are 0-based here (position 1 on the list is index 0) and go clockwise. At a table of five the dealer
// sits out each game (and scores 0); the engine always scores the four active players as seats 0..3 in
// clockwise order, so the list maps positions to seats per game: seat k is `active[k]`, and the engine's dealer
// is the active player just before the first to play (docs/doppelkopf-rules.md item 15).
import { scoreRecord } from "@/engine";

export type TableSize = 4 | 5;

export interface GameSeats {
  /** The position that deals this game. */
  dealer: number;
  /** The position that sits out (the dealer at a table of five), or null at four. */
  sitsOut: number | null;
  /** The playing positions in the engine's seat order (seat k = active[k]). */
  active: number[];
  /** The engine's dealer seat for this game's record. */
  engineDealer: number;
}

/** Who plays which engine seat in a game dealt by position `dealer`. */
export function gameSeats(size: TableSize, dealer: number): GameSeats {
  if (size === 4) return { dealer, sitsOut: null, active: [0, 1, 2, 3], engineDealer: dealer };
  const active = [0, 1, 2, 3, 4].filter((p) => p !== dealer);
  return { dealer, sitsOut: dealer, active, engineDealer: active.indexOf((dealer + 4) % 5) };
}

export interface ListGame extends GameSeats {
  number: number;
  /** Points per position (0 for the one who sits out). */
  score: number[];
  /** Position of the soloist (or of a Hochzeit played alone), else null. */
  soloist: number | null;
  type: string;
  pflichtsolo: boolean;
  vorgefuehrt: boolean;
  /** After time was up (TSR 8.5.1): a game of the Vorführungen that follow the strike. */
  struck: boolean;
  /** The engine's `round` context the game was scored in (what an export needs to score it again alone). */
  round: Record<string, unknown>;
  detail: Record<string, unknown>;
}

export interface ListError {
  /** The game (1-based) the engine refused, and its reasons. */
  game: number;
  errors: { code: string; path: string; message: string; messageEn: string }[];
}

export interface Spielliste {
  size: TableSize;
  games: ListGame[];
  /** Each position's total after the games so far. */
  totals: number[];
  /** Who deals and plays the next game, or null when the quota is played. */
  next: (GameSeats & { number: number; round: Record<string, unknown> }) | null;
  gamesLeft: number;
  /** ddv: per position whether the Pflichtsolo is played; null under house rules. */
  pflichtsolo: boolean[] | null;
  /** TSR 7.3.3: every row sums to zero; the totals are all even or all odd (not checked at a table of five). */
  checks: { zeroSum: boolean; parity: boolean | null };
  /** The first game the engine refuses (the list stops there). */
  error: ListError | null;
  /** Once time is up (TSR 8.5.1, 8.6): the positions still lacking their Pflichtsolo (ddv), and whether the table is
   * stuck, because at five the only ones lacking one deal and sit out (no game can follow; the organizer closes the
   * round). Null before the strike. */
  afterTime: { missing: number[]; blocked: boolean } | null;
}

export interface SpiellisteInput {
  size: TableSize;
  /** The tournament's rules object (preset and options). */
  rules: Record<string, unknown>;
  /** The games as entered: Doppelkopf hand records of the four active players (without rules and round). */
  records: readonly Record<string, unknown>[];
  /** The games this table plays this round (the format's games per table size). */
  gamesPlanned: number;
  /** Position of the first dealer (position 1). */
  firstDealer?: number;
  /** Time up (TSR 8.5.1, 8.6): the games played when the outstanding normal games were struck. From there the
   * table plays only the Pflichtsoli still missing, each as a Vorführung. */
  struckAfter?: number | null;
}

const isDdv = (rules: Record<string, unknown>) => rules.preset === "ddv" || rules.vorbehalt === "ddv";

/** The engine's `round` context for a game: the Pflichtsoli played so far by its active players (ddv), and the
 * games left, from which the engine knows a Vorführung (TSR 4.2.3: the missing Pflichtsoli fill the games left).
 * At five the dealer sits out with no cards, which the TSR do not address (spec section 1): the Vorführung there
 * starts as soon as a normal game now would leave too few games for every missing Pflichtsolo, each game's dealer
 * sitting out (mustVorfuehren); the engine sees only the four active seats, so it is then told the games left are
 * the active players' missing ones. */
function roundContext(seats: GameSeats, done: boolean[] | null, gamesLeft: number, size: TableSize): Record<string, unknown> {
  if (!done) return {};
  const pflichtsoloDone = seats.active.map((p, seat) => (done[p] ? seat : -1)).filter((s) => s >= 0);
  if (size === 4) return { pflichtsoloDone, gamesLeft };
  const activeMissing = 4 - pflichtsoloDone.length;
  return activeMissing > 0 && mustVorfuehren(seats.dealer, done, gamesLeft) ? { pflichtsoloDone, gamesLeft: activeMissing } : { pflichtsoloDone };
}

/** At five: whether the missing Pflichtsoli can still all be played in `left` games from dealer `dealer` on, each
 * by a player who does not deal it; a vorgeführtes solo and a normal game both pass the deal on. */
function canFinish(dealer: number, done: readonly boolean[], left: number): boolean {
  const missing = done.filter((d) => !d).length;
  if (missing === 0) return true;
  if (missing > left) return false;
  if (canFinish((dealer + 1) % 5, done, left - 1)) return true; // a normal game first
  const due = firstLacking(dealer, done);
  return due !== null && canFinish((dealer + 1) % 5, done.map((d, p) => d || p === due), left - 1);
}

/** The first player after the dealer who lacks his Pflichtsolo (the dealer himself sits out), or null. */
function firstLacking(dealer: number, done: readonly boolean[]): number | null {
  for (let k = 1; k < 5; k++) if (!done[(dealer + k) % 5]) return (dealer + k) % 5;
  return null;
}

/** At five: a Vorführung is due when a normal game now would leave the missing Pflichtsoli no way to be played. */
const mustVorfuehren = (dealer: number, done: readonly boolean[], left: number) => !canFinish((dealer + 1) % 5, done, left - 1);

/** The position that must play his Pflichtsolo in the next game (a Vorführung), or null: the same reading as the
 * engine's, for the form to say so before the game is entered. */
export function dueVorfuehrung(list: Spielliste): number | null {
  const next = list.next;
  if (!next || !list.pflichtsolo) return null;
  const context = next.round as { pflichtsoloDone?: number[]; gamesLeft?: number };
  if (context.gamesLeft === undefined || 4 - (context.pflichtsoloDone?.length ?? 0) !== context.gamesLeft) return null;
  // The engine's seats from the first to play: the player after the dealer first.
  for (let k = 1; k <= 4; k++) {
    const position = next.active[(next.engineDealer + k) % 4]!;
    if (!list.pflichtsolo[position]) return position;
  }
  return null;
}

/** At five after time: no Vorführung can follow when every active player has his Pflichtsolo (the only one lacking
 * it deals and sits out; the TSR are silent, docs/doppelkopf-tournaments.md). */
const blockedAfterTime = (seats: GameSeats, done: readonly boolean[] | null) => done !== null && seats.active.every((p) => done[p]);

/** The engine speaks of its seats 0..3 ("Sitz 2"); a person reads positions from 1 (seat k is `active[k]`). A range
 * ("Sitz 0..3") is the record's format and stays. */
function positioned(error: ListError["errors"][number], active: readonly number[]): ListError["errors"][number] {
  const at = (word: string) => (_: string, seat: string) => `${word} ${active[Number(seat)]! + 1}`;
  return {
    ...error,
    message: error.message.replace(/\bSitz ([0-3])\b(?!\.\.)/g, at("Position")),
    messageEn: error.messageEn.replace(/\bSeat ([0-3])\b(?!\.\.)/g, at("Position")).replace(/\bseat ([0-3])\b(?!\.\.)/g, at("position")),
  };
}

/** The games a table plays once time struck the rest after `played`: those and one per missing Pflichtsolo. */
const plannedAfterStrike = (played: number, done: boolean[] | null) => played + (done?.filter((d) => !d).length ?? 0);

export function replaySpielliste(input: SpiellisteInput): Spielliste {
  const { size, rules, records } = input;
  const struckAfter = input.struckAfter ?? null;
  let gamesPlanned = input.gamesPlanned;
  const totals = new Array<number>(size).fill(0);
  const done = isDdv(rules) ? new Array<boolean>(size).fill(false) : null;
  const games: ListGame[] = [];
  let dealer = input.firstDealer ?? 0;
  let zeroSum = true;
  let error: ListError | null = null;

  for (const [i, record] of records.entries()) {
    if (i === struckAfter) gamesPlanned = plannedAfterStrike(i, done);
    const seats = gameSeats(size, dealer);
    const gamesLeft = gamesPlanned - i;
    if (gamesLeft <= 0) {
      const de = struckAfter !== null && i >= struckAfter ? "die Zeit ist abgelaufen und kein Pflichtsolo fehlt mehr" : `die ${gamesPlanned} Spiele der Runde sind gespielt`;
      const en = struckAfter !== null && i >= struckAfter ? "time is up and no compulsory solo is missing" : `the round's ${gamesPlanned} games are played`;
      error = { game: i + 1, errors: [{ code: "LIST_COMPLETE", path: "", message: `Spiel ${i + 1}: ${de}.`, messageEn: `Game ${i + 1}: ${en}.` }] };
      break;
    }
    const late = struckAfter !== null && i >= struckAfter;
    if (late && blockedAfterTime(seats, done)) {
      const who = done!.flatMap((d, p) => (d ? [] : [p + 1])).join(", ");
      error = {
        game: i + 1,
        errors: [
          {
            code: "LIST_WAITING",
            path: "",
            message: `Spiel ${i + 1}: Die Zeit ist abgelaufen; nur Position ${who} fehlt noch das Pflichtsolo, und sie gibt und setzt aus. Es kann kein Spiel mehr folgen: die Turnierleitung schließt die Runde ab.`,
            messageEn: `Game ${i + 1}: time is up; only position ${who} still lacks the compulsory solo, and deals and sits out. No game can follow: the organizer closes the round.`,
          },
        ],
      };
      break;
    }
    if (record.dealer !== seats.engineDealer) {
      error = {
        game: i + 1,
        errors: [
          {
            code: "DEALER_ROTATION",
            path: "dealer",
            message: `Spiel ${i + 1} gibt Position ${dealer + 1}.`,
            messageEn: `Position ${dealer + 1} deals game ${i + 1}.`,
          },
        ],
      };
      break;
    }
    const round = roundContext(seats, done, gamesLeft, size);
    const result = scoreRecord({ ...record, rules, round });
    if (!result.ok) {
      error = { game: i + 1, errors: result.errors.map((e) => positioned(e, seats.active)) };
      break;
    }
    const detail = result.detail as Record<string, unknown>;
    const score = new Array<number>(size).fill(0);
    result.score.forEach((points, seat) => (score[seats.active[seat]!] = points));
    score.forEach((points, p) => (totals[p]! += points));
    if (score.reduce((a, b) => a + b, 0) !== 0) zeroSum = false;
    const soloSeat = detail.soloist as number | null;
    const soloist = soloSeat === null || soloSeat === undefined ? null : seats.active[soloSeat]!;
    const pflichtsolo = detail.pflichtsolo === true;
    const vorgefuehrt = detail.vorgefuehrt === true;
    if (pflichtsolo && done && soloist !== null) done[soloist] = true;
    games.push({ ...seats, number: i + 1, score, soloist, type: String(detail.type), pflichtsolo, vorgefuehrt, struck: late, round, detail });
    // TSR 4.2.5: after a Pflichtsolo the same dealer deals again, unless it was vorgeführt.
    dealer = pflichtsolo && !vorgefuehrt ? dealer : (dealer + 1) % size;
  }

  const played = games.length;
  if (played === struckAfter) gamesPlanned = plannedAfterStrike(played, done);
  const gamesLeft = Math.max(0, gamesPlanned - played);
  const timeUp = struckAfter !== null && played >= struckAfter;
  const blocked = timeUp && gamesLeft > 0 && blockedAfterTime(gameSeats(size, dealer), done);
  const nextSeats = gamesLeft > 0 && !error && !blocked ? gameSeats(size, dealer) : null;
  const parity = size === 5 ? null : totals.every((t) => Math.abs(t % 2) === Math.abs(totals[0]! % 2));
  return {
    size,
    games,
    totals,
    next: nextSeats ? { ...nextSeats, number: played + 1, round: roundContext(nextSeats, done, gamesLeft, size) } : null,
    gamesLeft,
    pflichtsolo: done,
    checks: { zeroSum, parity },
    error,
    afterTime: timeUp ? { missing: done ? done.flatMap((d, p) => (d ? [] : [p])) : [], blocked } : null,
  };
}
