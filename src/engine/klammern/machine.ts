// The state of one Klammern deal while it is played, as integers and bitmasks. One instance can be reset and
// reused for many deals (the replay hot path allocates nothing per play). The verbs live beside it:
// bidding.ts, exchange.ts, melds.ts (announce, show, Bella) and play.ts (legal plays, tricks).
import { pointsForTrump } from "./card-tables";
import { KLAMMERN_DEFAULT_RULES, type KlammernRules } from "./rules";

export const PHASE_BIDDING = 0;
/** Round 2 ended with a Klein nobody bettered: the Klein player names his suit. */
export const PHASE_NAMING = 1;
export const PHASE_PLAY = 2;
export const PHASE_DONE = 3;
export const PHASE_VOID = 4;
export const PHASE_NAMES = ["bidding", "naming", "play", "done", "void"] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

export const CHOSEN_ORIGINAL = 0;
export const CHOSEN_KLEIN = 1;
export const CHOSEN_BESSER = 2;

export const MAX_MELDS = 16;

export class KlammernMachine {
  players = 4;
  dealer = 0;
  sides = 2;
  tricksTotal = 8;
  rules: KlammernRules = KLAMMERN_DEFAULT_RULES;
  undertrumpRequired = true;
  partnerException = false;
  points: Int8Array = pointsForTrump(22, 0);

  /** Cards per seat as dealt (full hand), cards still held, and held-or-played-by (for timing checks). */
  readonly dealt = new Int32Array(4);
  readonly hand = new Int32Array(4);
  readonly owned = new Int32Array(4);
  /** 2/3 players: the six cards each seat holds while trump is chosen (the last packet comes after). */
  readonly early = new Int32Array(4);
  original = -1;
  originalSuit = -1;
  phase = PHASE_BIDDING;

  // Bidding
  round = 1;
  bidPos = 0;
  kleinSeat = -1;
  readonly respondents = new Int8Array(4);
  respLen = 0;
  respPos = 0;
  trump = -1;
  declarer = -1;
  chosen = -1;
  exchangedBy = -1;

  // Play
  trickNo = 0;
  leader = 0;
  count = 0;
  led = -1;
  winSeat = -1;
  winCard = -1;
  winStr = -1;
  trickPts = 0;
  readonly playedBy = new Int8Array(4);
  readonly sidePoints = new Int32Array(4);
  readonly sideTricks = new Int32Array(4);
  lastTrickSide = -1;
  /** Cards in play order (trick t, k-th card at t * players + k), leaders and winners per trick. */
  readonly history = new Int8Array(40);
  readonly trickLeaders = new Int8Array(10);
  readonly trickWinners = new Int8Array(10);

  // Melds: announced melds as parallel arrays; shown flag; the run's cards.
  meldCount = 0;
  readonly meldSeat = new Int8Array(MAX_MELDS);
  readonly meldKind = new Int8Array(MAX_MELDS);
  readonly meldSuit = new Int8Array(MAX_MELDS);
  readonly meldTop = new Int8Array(MAX_MELDS);
  readonly meldShown = new Int8Array(MAX_MELDS);
  readonly meldMask = new Int32Array(MAX_MELDS);
  bellaSeat = -1;

  /** Starts a deal. `hands` are masks per seat (full hands); `early` the first six cards (2/3 players). */
  reset(players: number, dealer: number, rules: KlammernRules, hands: ArrayLike<number>, original: number, early?: ArrayLike<number>): void {
    this.players = players;
    this.dealer = dealer;
    this.sides = players === 4 ? 2 : players;
    this.tricksTotal = players === 4 ? 8 : 9;
    this.rules = rules;
    this.undertrumpRequired = rules.undertrump === "required";
    this.partnerException = rules.partnerException && players === 4;
    for (let s = 0; s < 4; s++) {
      const h = s < players ? (hands[s] as number) : 0;
      this.dealt[s] = h;
      this.hand[s] = h;
      this.owned[s] = h;
      this.early[s] = early && s < players ? (early[s] as number) : h;
      this.playedBy[s] = 0;
      this.sidePoints[s] = 0;
      this.sideTricks[s] = 0;
    }
    this.original = original;
    this.originalSuit = original >> 3;
    this.phase = PHASE_BIDDING;
    this.round = 1;
    this.bidPos = 0;
    this.kleinSeat = -1;
    this.respLen = 0;
    this.respPos = 0;
    this.trump = -1;
    this.declarer = -1;
    this.chosen = -1;
    this.exchangedBy = -1;
    this.trickNo = 0;
    this.leader = (dealer + 1) % players;
    this.count = 0;
    this.led = -1;
    this.winSeat = -1;
    this.winCard = -1;
    this.winStr = -1;
    this.trickPts = 0;
    this.lastTrickSide = -1;
    this.meldCount = 0;
    this.bellaSeat = -1;
  }

  copyFrom(o: KlammernMachine): this {
    this.players = o.players;
    this.dealer = o.dealer;
    this.sides = o.sides;
    this.tricksTotal = o.tricksTotal;
    this.rules = o.rules;
    this.undertrumpRequired = o.undertrumpRequired;
    this.partnerException = o.partnerException;
    this.points = o.points;
    this.dealt.set(o.dealt);
    this.hand.set(o.hand);
    this.owned.set(o.owned);
    this.early.set(o.early);
    this.original = o.original;
    this.originalSuit = o.originalSuit;
    this.phase = o.phase;
    this.round = o.round;
    this.bidPos = o.bidPos;
    this.kleinSeat = o.kleinSeat;
    this.respondents.set(o.respondents);
    this.respLen = o.respLen;
    this.respPos = o.respPos;
    this.trump = o.trump;
    this.declarer = o.declarer;
    this.chosen = o.chosen;
    this.exchangedBy = o.exchangedBy;
    this.trickNo = o.trickNo;
    this.leader = o.leader;
    this.count = o.count;
    this.led = o.led;
    this.winSeat = o.winSeat;
    this.winCard = o.winCard;
    this.winStr = o.winStr;
    this.trickPts = o.trickPts;
    this.playedBy.set(o.playedBy);
    this.sidePoints.set(o.sidePoints);
    this.sideTricks.set(o.sideTricks);
    this.lastTrickSide = o.lastTrickSide;
    this.history.set(o.history);
    this.trickLeaders.set(o.trickLeaders);
    this.trickWinners.set(o.trickWinners);
    this.meldCount = o.meldCount;
    this.meldSeat.set(o.meldSeat);
    this.meldKind.set(o.meldKind);
    this.meldSuit.set(o.meldSuit);
    this.meldTop.set(o.meldTop);
    this.meldShown.set(o.meldShown);
    this.meldMask.set(o.meldMask);
    this.bellaSeat = o.bellaSeat;
    return this;
  }

  clone(): KlammernMachine {
    return new KlammernMachine().copyFrom(this);
  }

  sideOf(seat: number): number {
    return this.players === 4 ? seat & 1 : seat;
  }

  /** Seat that must act next, or -1 when the deal is over or void. */
  toAct(): number {
    switch (this.phase) {
      case PHASE_BIDDING:
        return this.kleinSeat >= 0 ? (this.respondents[this.respPos] as number) : (this.dealer + 1 + this.bidPos) % this.players;
      case PHASE_NAMING:
        return this.kleinSeat;
      case PHASE_PLAY:
        return (this.leader + this.count) % this.players;
      default:
        return -1;
    }
  }

  /** 1-based number of the trick being played (for error reports), or undefined before play starts. */
  trickNumber(): number | undefined {
    if (this.phase === PHASE_PLAY) return this.trickNo + 1;
    if (this.phase === PHASE_DONE) return this.tricksTotal;
    return undefined;
  }

  /** Trump is fixed: play starts, forehand leads. */
  startPlay(declarer: number, trump: number, chosen: number): void {
    this.declarer = declarer;
    this.trump = trump;
    this.chosen = chosen;
    this.points = pointsForTrump(this.rules.jassPoints, trump);
    this.phase = PHASE_PLAY;
    this.leader = (this.dealer + 1) % this.players;
    this.trickLeaders[0] = this.leader;
  }
}
