// The Doppelkopf state machine behind full-record replay and live play on the tablet: Vorbehalte, Schweinchen,
// announcements and card plays, checked as they happen. Integer card ids, typed arrays, no allocation per play.
import { applyAnnouncement as applyAnnouncement_, canAnnounce as canAnnounce_, KONTRA as KONTRA_, RE as RE_ } from "./announcements";
import { AD as AD_, CARD_IDS as CARD_IDS_, JC as JC_, QC as QC_ } from "./deck";
import { FAULTS as FAULTS_, announceFault as announceFault_, type Fault } from "./faults";
import { DECLARABLE_SOLI as DECLARABLE_SOLI_, HOCHZEIT as HOCHZEIT_, NORMAL as NORMAL_, gameTypeId as gameTypeId_, hasNormalTrumps as hasNormalTrumps_, isSoloType as isSoloType_ } from "./game-types";
import type { ResolvedRules } from "./rules";
import { TRUMP as TRUMP_, trumpTable as trumpTable_, type TrumpTable } from "./trumps";
import { specialKindAllowed as specialKindAllowed_, specialsCount as specialsCount_, type GameFacts, type SpecialPoint } from "./value";
import { GESUND as GESUND_, resolveVorbehalt as resolveVorbehalt_, type Declaration, type RoundInfo } from "./vorbehalt";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const applyAnnouncement = applyAnnouncement_;
const canAnnounce = canAnnounce_;
const announceFault = announceFault_;
const DECLARABLE_SOLI = DECLARABLE_SOLI_;
const gameTypeId = gameTypeId_;
const hasNormalTrumps = hasNormalTrumps_;
const isSoloType = isSoloType_;
const trumpTable = trumpTable_;
const specialKindAllowed = specialKindAllowed_;
const specialsCount = specialsCount_;
const GESUND = GESUND_;
const resolveVorbehalt = resolveVorbehalt_;
const AD = AD_;
const CARD_IDS = CARD_IDS_;
const JC = JC_;
const QC = QC_;
const FAULTS = FAULTS_;
const HOCHZEIT = HOCHZEIT_;
const NORMAL = NORMAL_;
const TRUMP = TRUMP_;
const KONTRA = KONTRA_;
const RE = RE_;

const ABSAGE_WORDS = ["k90", "k60", "k30", "schwarz"];

/** Bits of the QC and the AD in the hand masks. */
const QC_BIT = 1 << QC;
const AD_BIT = 1 << AD;

export const PHASE_VORBEHALT = 0;
export const PHASE_PLAY = 1;
export const PHASE_OVER = 2;

const NO_ROUND: RoundInfo = { vorgefuehrt: -1, pflichtDone: new Int8Array([-1, -1, -1, -1]) };
const SOLO_IDS = DECLARABLE_SOLI.map(gameTypeId);

export interface AnnouncementLog {
  seat: number;
  party: "re" | "kontra";
  announce: string;
  /** Trick (1-based) in progress or next when it was made, and the announcer's cards in hand. */
  trick: number;
  cards: number;
}

export class DoppelkopfGame {
  rules!: ResolvedRules;
  dealer = 0;
  forehand = 1;
  round: RoundInfo = NO_ROUND;
  phase = PHASE_VORBEHALT;

  /** The hands as bit masks per seat (bit = card id; ids 0..23): `one` = holds at least one, `two` = holds both. */
  readonly one = new Int32Array(4);
  readonly two = new Int32Array(4);

  // Vorbehalt
  /** The Vorbehalte so far, in order: the first `declCount` of four reused objects (no allocation per game). */
  private readonly declPool: Declaration[] = [0, 1, 2, 3].map(() => ({ seat: 0, kind: GESUND, pflicht: false }));
  declCount = 0;
  nextSpeaker = 1;
  bothQueens = -1;
  vorgefuehrt = false;

  // Game type and parties
  typeId = NORMAL;
  /** Soloist or Hochzeiter, -1 in a normal game. */
  player = -1;
  pflicht = false;
  table: TrumpTable = trumpTable(NORMAL);
  cls: Uint8Array = this.table.cls;
  /** TrumpTable.rank: class, trick tally and power in one load. */
  rank: Int32Array = this.table.rank;
  /** Card ids per class as bit masks (TrumpTable.mask): seat holds class k iff one[seat] & mask[k]. */
  mask: Int32Array = this.table.mask;
  readonly isRe = new Uint8Array(4);
  /** Hochzeit: trick number 1..3 of the Klärungsstich, 0 while open. */
  klaerung = 0;
  hochzeitAlone = false;
  /** Cards the deadlines drop by after a Hochzeit (Klärungsstich 2 -> 1, 3 -> 2). */
  shift = 0;
  /** Seat that announced Schweinchen, or -1. */
  schwein = -1;

  // Tricks
  trickNo = 0;
  pos = 0;
  toMove = 1;
  private ledCls = 0;
  private bestPos = 0;
  private bestPower = 0;
  /** The trick so far: its leader, and the sum of its cards' tallies (TrumpTable.rank: Augen + 64 per AD). */
  private leader = 0;
  private tally = 0;
  readonly trickCards = new Uint8Array(48);
  /** Per trick: the seat that led it (the card at position i was played by seat (leader + i) & 3). */
  readonly trickLeader = new Uint8Array(12);
  readonly trickWinner = new Int8Array(12);
  readonly trickBest = new Uint8Array(12);
  /** Per trick: its Augen, and how many AD it holds (for the special points). */
  readonly trickAugen = new Uint8Array(12);
  readonly trickHasAD = new Uint8Array(12);
  readonly augen = new Uint16Array(4);
  readonly tricksWon = new Uint8Array(4);

  // Announcements
  readonly level = new Int8Array(2);
  readonly late = new Uint8Array(2);
  announcements: AnnouncementLog[] = [];

  /** Starts a deal. `hands` holds card ids, seat-major (seat * handSize + i); the caller checked the deck. */
  start(rules: ResolvedRules, dealer: number, hands: ArrayLike<number>, round: RoundInfo = NO_ROUND): this {
    const n = rules.handSize;
    for (let s = 0; s < 4; s++) {
      let one = 0;
      let two = 0;
      for (let i = 0; i < n; i++) {
        const b = 1 << (hands[s * n + i] as number);
        if (one & b) two |= b;
        else one |= b;
      }
      this.one[s] = one;
      this.two[s] = two;
    }
    return this.startCounted(rules, dealer, round);
  }

  /** start() for a caller that has already put the hands into the `one`/`two` masks (full-record replay). */
  startCounted(rules: ResolvedRules, dealer: number, round: RoundInfo = NO_ROUND): this {
    this.rules = rules;
    this.dealer = dealer;
    this.forehand = (dealer + 1) & 3;
    this.round = round;
    this.phase = PHASE_VORBEHALT;
    this.bothQueens = -1;
    for (let s = 0; s < 4; s++) if (this.two[s]! & QC_BIT) this.bothQueens = s;
    this.declCount = 0;
    this.nextSpeaker = this.forehand;
    this.vorgefuehrt = false;
    this.typeId = NORMAL;
    this.player = -1;
    this.pflicht = false;
    this.klaerung = 0;
    this.hochzeitAlone = false;
    this.shift = 0;
    this.schwein = -1;
    this.trickNo = 0;
    this.pos = 0;
    this.toMove = this.forehand;
    // Direct stores: TypedArray fill is a runtime call, slow for four elements.
    const augen = this.augen;
    const won = this.tricksWon;
    for (let s = 0; s < 4; s++) {
      augen[s] = 0;
      won[s] = 0;
    }
    this.level[0] = 0;
    this.level[1] = 0;
    this.late[0] = 0;
    this.late[1] = 0;
    this.announcements = [];
    return this;
  }

  /** A Vorbehalt: GESUND, HOCHZEIT or a solo type id; `pflicht` = the record's optional flag (ddv). */
  declare(seat: number, kind: number, pflicht?: boolean): Fault | null {
    if (this.phase !== PHASE_VORBEHALT) return FAULTS.VORBEHALT_TOO_LATE;
    const rules = this.rules;
    const solo = kind >= 0 && kind !== HOCHZEIT;
    if (solo && !rules.soloAllowed[kind]) return FAULTS.SOLO_NOT_ALLOWED;
    if (pflicht !== undefined && (rules.vorbehalt !== "ddv" || (pflicht && !solo))) return FAULTS.PFLICHTSOLO_NOT_ALLOWED;
    const v = this.round.vorgefuehrt;
    if (v >= 0) {
      if (seat !== v) return FAULTS.VORFUEHRUNG_EXPECTED;
      if (!solo) return FAULTS.VORFUEHRUNG_NEEDS_SOLO;
      if (pflicht === false) return FAULTS.PFLICHTSOLO_MISMATCH;
      this.addDecl(seat, kind, true);
      this.vorgefuehrt = true;
      this.settle();
      return null;
    }
    if (seat !== this.nextSpeaker) return FAULTS.VORBEHALT_ORDER;
    if (kind === HOCHZEIT && (this.two[seat]! & QC_BIT) === 0) return FAULTS.HOCHZEIT_WITHOUT_QUEENS;
    let isPflicht = false;
    if (solo && rules.vorbehalt === "ddv") {
      const done = this.round.pflichtDone[seat] as number;
      if (done >= 0) {
        // TSR 4.3.1: a Lustsolo only after the own Pflichtsolo; so a due player's solo is his Pflichtsolo.
        if (pflicht !== undefined && pflicht !== (done === 0)) return FAULTS.PFLICHTSOLO_MISMATCH;
        isPflicht = done === 0;
      } else isPflicht = pflicht === true;
    }
    this.addDecl(seat, kind, isPflicht);
    this.nextSpeaker = (seat + 1) & 3;
    if (this.declCount === 4) this.settle();
    return null;
  }

  /** The Vorbehalte so far, in speaking order (copies). */
  get decls(): Declaration[] {
    return this.declPool.slice(0, this.declCount).map((d) => ({ seat: d.seat, kind: d.kind, pflicht: d.pflicht }));
  }

  private addDecl(seat: number, kind: number, pflicht: boolean): void {
    const d = this.declPool[this.declCount++]!;
    d.seat = seat;
    d.kind = kind;
    d.pflicht = pflicht;
  }

  private settle(): void {
    const choice = resolveVorbehalt(this.rules, this.declPool, this.forehand, this.bothQueens, this.declCount);
    this.typeId = choice.typeId;
    this.player = choice.player;
    this.pflicht = choice.pflicht;
    this.table = trumpTable(choice.typeId);
    this.cls = this.table.cls;
    this.rank = this.table.rank;
    this.mask = this.table.mask;
    for (let s = 0; s < 4; s++)
      this.isRe[s] = choice.typeId === NORMAL ? ((this.one[s]! & QC_BIT) !== 0 ? 1 : 0) : s === choice.player ? 1 : 0;
    this.toMove = choice.lead;
    this.phase = PHASE_PLAY;
  }

  /** Are the parties known to the engine (not in a Hochzeit before its Klärungsstich)? */
  get partiesKnown(): boolean {
    return this.phase !== PHASE_VORBEHALT && (this.typeId !== HOCHZEIT || this.klaerung > 0);
  }

  /** An announcement of `target` (1 = Re/Kontra, 2..5 = keine 90..schwarz) by `seat`. */
  announce(seat: number, target: number): Fault | null {
    if (this.phase === PHASE_VORBEHALT) return FAULTS.ANNOUNCE_BEFORE_GAME_TYPE;
    if (this.phase === PHASE_OVER) return FAULTS.GAME_OVER;
    if (this.typeId === HOCHZEIT && this.klaerung === 0) return FAULTS.ANNOUNCE_BEFORE_KLAERUNG;
    const party = this.isRe[seat] ? RE : KONTRA;
    const left = this.cardsLeft(seat);
    const err = applyAnnouncement(this.level, this.late, party, target, left, this.rules.deadlines, this.shift);
    if (err !== null) return announceFault(err);
    const entry: AnnouncementLog = {
      seat,
      party: party === RE ? "re" : "kontra",
      announce: target === 1 ? (party === RE ? "re" : "kontra") : (ABSAGE_WORDS[target - 2] as string),
      trick: this.trickNo + 1,
      cards: left,
    };
    // The first entry makes a new array: the empty [] of startCounted is a small-integer array, and pushing an
    // object into it would take the slow builtin (array kind change) once per game.
    if (this.announcements.length === 0) this.announcements = [entry];
    else this.announcements.push(entry);
    return null;
  }

  /** Cards `seat` holds now: the hand size, less a card per finished trick and one if he played in this trick. */
  cardsLeft(seat: number): number {
    const played = this.pos > 0 && ((seat - this.trickLeader[this.trickNo]!) & 3) < this.pos ? 1 : 0;
    return this.rules.handSize - this.trickNo - played;
  }

  /** Levels `seat` could announce now (1..5); empty when none. */
  legalAnnouncements(seat: number): number[] {
    if (this.phase !== PHASE_PLAY || (this.typeId === HOCHZEIT && this.klaerung === 0)) return [];
    const party = this.isRe[seat] ? RE : KONTRA;
    const out: number[] = [];
    for (let t = 1; t <= 5; t++)
      if (canAnnounce(this.level, this.late, party, t, this.cardsLeft(seat), this.rules.deadlines, this.shift)) out.push(t);
    return out;
  }

  /** Schweinchen: the holder of both AD makes them the highest trumps, before the first AD is played. */
  announceSchweinchen(seat: number): Fault | null {
    if (this.phase === PHASE_VORBEHALT) return FAULTS.SCHWEINCHEN_BEFORE_GAME_TYPE;
    if (!this.rules.schweinchen || !hasNormalTrumps(this.typeId)) return FAULTS.SCHWEINCHEN_NOT_ALLOWED;
    if (this.schwein >= 0) return FAULTS.SCHWEINCHEN_REPEATED;
    if ((this.two[seat]! & AD_BIT) === 0) return FAULTS.SCHWEINCHEN_NOT_HELD;
    this.schwein = seat;
    this.table = trumpTable(this.typeId, true);
    this.rank = this.table.rank;
    return null;
  }

  /** May `seat` announce Schweinchen now? */
  canSchweinchen(seat: number): boolean {
    return (
      this.phase === PHASE_PLAY && this.rules.schweinchen && hasNormalTrumps(this.typeId) && this.schwein < 0 && (this.two[seat]! & AD_BIT) !== 0
    );
  }

  /** Plays card id `c` for `seat`. */
  play(seat: number, c: number): Fault | null {
    if (this.phase !== PHASE_PLAY) return this.phase === PHASE_OVER ? FAULTS.GAME_OVER : FAULTS.PLAY_BEFORE_GAME_TYPE;
    if (seat !== this.toMove) return FAULTS.NOT_YOUR_TURN;
    return this.playOnTurn(seat, c);
  }

  /** play() for a caller that has made sure the game is in PHASE_PLAY and it is `seat`'s turn (the replay loop
   * checks both anyway, and the compiler does not drop the repeated checks by itself). */
  playOnTurn(seat: number, c: number): Fault | null {
    const b = 1 << c;
    const one = this.one[seat]!;
    if ((one & b) === 0) return FAULTS.CARD_NOT_IN_HAND;
    const r = this.rank[c] as number;
    const k = r >> 16;
    const p = r & 255;
    const tally = (r >> 8) & 255;
    const pos = this.pos;
    const base = this.trickNo * 4;
    if (pos === 0) {
      this.trickLeader[this.trickNo] = seat;
      this.leader = seat;
      this.tally = tally;
      this.ledCls = k;
      this.bestPos = 0;
      this.bestPower = p;
    } else {
      const led = this.ledCls;
      if (k !== led) {
        if ((one & this.mask[led]!) !== 0) return FAULTS.MUST_FOLLOW;
        if (k === TRUMP && p > this.bestPower) {
          this.bestPos = pos;
          this.bestPower = p;
        }
      } else if (p > this.bestPower) {
        this.bestPos = pos;
        this.bestPower = p;
      }
      // After the check: a refused card leaves the trick as it was (the tablet plays on after a refusal).
      this.tally += tally;
    }
    const two = this.two[seat]!;
    if (two & b) this.two[seat] = two ^ b;
    else this.one[seat] = one ^ b;
    this.trickCards[base + pos] = c;
    if (pos < 3) {
      this.pos = pos + 1;
      this.toMove = (seat + 1) & 3;
    } else this.closeTrick();
    return null;
  }

  /** The fourth card of the trick was played: winner, Augen, next trick (kept out of play(), which is then small
   * enough for the compiler to inline into the replay loop). The Augen come from the tally: no card is read again. */
  private closeTrick(): void {
    const t = this.trickNo;
    const best = this.bestPos;
    const winner = (this.leader + best) & 3;
    this.trickWinner[t] = winner;
    this.trickBest[t] = best;
    const tally = this.tally;
    const sum = tally & 63;
    this.augen[winner]! += sum;
    this.trickAugen[t] = sum;
    this.trickHasAD[t] = tally >> 6;
    this.tricksWon[winner]!++;
    this.trickNo = t + 1;
    this.pos = 0;
    this.toMove = winner;
    if (this.typeId === HOCHZEIT && this.klaerung === 0) this.checkKlaerung(winner);
    if (t + 1 === this.rules.handSize) this.phase = PHASE_OVER;
  }

  /** Hochzeit: the first qualifying trick within the first three won by another player makes him partner. */
  private checkKlaerung(winner: number): void {
    const v = this.rules.hochzeitPartner;
    const qualifies = v === "first-foreign" || (v === "first-fehl" ? this.ledCls !== TRUMP : this.ledCls === TRUMP);
    if (qualifies && winner !== this.player) {
      this.isRe[winner] = 1;
      this.klaerung = this.trickNo;
    } else if (this.trickNo === 3) {
      this.klaerung = 3;
      this.hochzeitAlone = true;
    }
    this.shift = this.klaerung > 0 ? this.klaerung - 1 : 0;
  }

  /** The class led in the trick in progress (Fehl suit 0..3, TRUMP), or -1 before its first card: for messages. */
  get ledClass(): number {
    return this.pos === 0 ? -1 : this.ledCls;
  }

  /** The distinct card ids `seat` may play now (empty when it is not his turn). */
  legalPlays(seat: number): number[] {
    const out: number[] = [];
    if (this.phase !== PHASE_PLAY || seat !== this.toMove) return out;
    const led = this.pos === 0 ? -1 : this.ledCls;
    const one = this.one[seat]!;
    const mustFollow = led >= 0 && (one & this.mask[led]!) !== 0;
    for (let c = 0; c < CARD_IDS; c++)
      if ((one & (1 << c)) !== 0 && (!mustFollow || this.cls[c] === led)) out.push(c);
    return out;
  }

  /** The cards (ids, duplicates repeated) `seat` still holds. */
  handOf(seat: number): number[] {
    const out: number[] = [];
    const one = this.one[seat]!;
    const two = this.two[seat]!;
    for (let c = 0; c < CARD_IDS; c++) for (let k = ((one >>> c) & 1) + ((two >>> c) & 1); k > 0; k--) out.push(c);
    return out;
  }

  /** Seats that could still declare, for the UI: the solo types in these rules. */
  soloTypes(): number[] {
    return SOLO_IDS.filter((t) => this.rules.soloAllowed[t]);
  }

  /** After the last trick: the facts the game is scored from (parties, Augen, tricks, special points). */
  facts(): GameFacts {
    const reSeats: number[] = [];
    let reAugen = 0;
    const tricks: [number, number] = [0, 0];
    for (let s = 0; s < 4; s++) {
      if (this.isRe[s]) {
        reSeats.push(s);
        reAugen += this.augen[s] as number;
        tricks[RE] += this.tricksWon[s] as number;
      } else tricks[KONTRA] += this.tricksWon[s] as number;
    }
    return { typeId: this.typeId, hochzeitAlone: this.hochzeitAlone, reSeats, level: [this.level[0]!, this.level[1]!], reAugen, tricks, special: this.specialPoints() };
  }

  /** After the last trick: the special points found in the tricks (GameFacts.special), empty where none count. */
  specialPoints(): SpecialPoint[] {
    const special: SpecialPoint[] = [];
    if (specialsCount(this.rules, this.typeId, this.hochzeitAlone)) this.findSpecials(special);
    return special;
  }

  private findSpecials(out: SpecialPoint[]): void {
    const rules = this.rules;
    const n = this.trickNo;
    const foxes = this.schwein < 0; // Schweine are no Füchse.
    const amEnd = specialKindAllowed(rules, "fuchs-am-end");
    const caught = specialKindAllowed(rules, "karlchen-gefangen");
    for (let t = 0; t < n; t++) {
      const fox = foxes && this.trickHasAD[t] !== 0;
      const dk = (this.trickAugen[t] as number) >= 40;
      if (!fox && !dk && t !== n - 1) continue; // nothing special in this trick
      const base = t * 4;
      const lead = this.trickLeader[t] as number;
      const w = this.trickWinner[t] as number;
      const wRe = this.isRe[w];
      const party = wRe ? "re" : "kontra";
      if (fox)
        for (let i = 0; i < 4; i++) {
          const owner = (lead + i) & 3;
          if (this.trickCards[base + i] === AD && this.isRe[owner] !== wRe) out.push({ kind: "fuchs-gefangen", party, trick: t + 1, seat: owner });
        }
      if (dk) out.push({ kind: "doppelkopf", party, trick: t + 1, seat: w });
      if (t === n - 1) {
        const top = this.trickCards[base + (this.trickBest[t] as number)] as number;
        if (top === JC && this.cls[JC] === TRUMP) out.push({ kind: "karlchen", party, trick: t + 1, seat: w });
        if (amEnd && foxes && top === AD) out.push({ kind: "fuchs-am-end", party, trick: t + 1, seat: w });
        if (caught)
          for (let i = 0; i < 4; i++) {
            const owner = (lead + i) & 3;
            if (this.trickCards[base + i] === JC && this.isRe[owner] !== wRe)
              out.push({ kind: "karlchen-gefangen", party, trick: t + 1, seat: owner });
          }
      }
    }
  }

  /** Is this declaration kind a solo? */
  static isSolo(kind: number): boolean {
    return kind !== GESUND && isSoloType(kind);
  }
}
