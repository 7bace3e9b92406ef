// Trump orders per game type, precomputed once as two tables indexed by card id:
// cls[id] = 0..3 for the Fehl suit C S H D, 4 for trump; power[id] = strength (any trump beats any Fehl card).
import { AD as AD_, AUGEN as AUGEN_, CARD_IDS as CARD_IDS_, id as id_, rankOfId as rankOfId_, suitOfId as suitOfId_ } from "./deck";
import { BUBEN_SOLO as BUBEN_SOLO_, DAMEN_SOLO as DAMEN_SOLO_, FLEISCHLOS as FLEISCHLOS_, HERZ_SOLO as HERZ_SOLO_, KREUZ_SOLO as KREUZ_SOLO_, PIK_SOLO as PIK_SOLO_, hasNormalTrumps as hasNormalTrumps_ } from "./game-types";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const AD = AD_;
const AUGEN = AUGEN_;
const CARD_IDS = CARD_IDS_;
const id = id_;
const rankOfId = rankOfId_;
const suitOfId = suitOfId_;
const BUBEN_SOLO = BUBEN_SOLO_;
const DAMEN_SOLO = DAMEN_SOLO_;
const FLEISCHLOS = FLEISCHLOS_;
const HERZ_SOLO = HERZ_SOLO_;
const KREUZ_SOLO = KREUZ_SOLO_;
const PIK_SOLO = PIK_SOLO_;
const hasNormalTrumps = hasNormalTrumps_;

export const TRUMP = 4;

export interface TrumpTable {
  /** Trumps high to low, as card ids (for docs, UI sorting and tests). */
  readonly trumps: readonly number[];
  readonly cls: Uint8Array;
  readonly power: Uint8Array;
  /** cls << 16 | tally << 8 | power: everything the play loop needs of a card in one load. The tally is the card's
   * Augen plus 64 for an AD, so the sum over a trick gives its Augen (low 6 bits, at most 44) and its ADs (above). */
  readonly rank: Int32Array;
  /** Per class (Fehl suit 0..3, trump 4): the card ids of that class as a bit mask (bit id). */
  readonly mask: Int32Array;
}

const ids = (codes: string): number[] => codes.split(" ").filter(Boolean).map(id);
const QUEENS = "QC QS QH QD";
const JACKS = "JC JS JH JD";

function table(trumpCodes: number[]): TrumpTable {
  const cls = new Uint8Array(CARD_IDS);
  const power = new Uint8Array(CARD_IDS);
  for (let c = 0; c < CARD_IDS; c++) {
    const t = trumpCodes.indexOf(c);
    if (t >= 0) {
      cls[c] = TRUMP;
      power[c] = 100 + trumpCodes.length - t;
    } else {
      // Fehl cards rank A T K Q J 9 in every game type (TSR 2.3.4-2.3.7): rank index 0 is the highest.
      cls[c] = suitOfId(c);
      power[c] = 10 - rankOfId(c);
    }
  }
  return { trumps: trumpCodes, cls, power, rank: ranks(cls, power), mask: masks(cls) };
}

function ranks(cls: Uint8Array, power: Uint8Array): Int32Array {
  const rank = new Int32Array(CARD_IDS);
  for (let c = 0; c < CARD_IDS; c++) {
    const tally = (AUGEN[c] as number) + (c === AD ? 64 : 0);
    rank[c] = ((cls[c] as number) << 16) | (tally << 8) | (power[c] as number);
  }
  return rank;
}

function masks(cls: Uint8Array): Int32Array {
  const mask = new Int32Array(5);
  for (let c = 0; c < CARD_IDS; c++) mask[cls[c] as number]! |= 1 << c;
  return mask;
}

/** Farbsolo in suit s (TSR 2.3.5): Dulle, queens, jacks, then that suit's A T K 9 (the TH stays the Dulle). */
function farbsolo(suit: string): number[] {
  return ids(`TH ${QUEENS} ${JACKS} A${suit} ${suit === "H" ? "" : `T${suit}`} K${suit} 9${suit}`);
}

const NORMAL_TRUMPS = farbsolo("D");
const SCHWEIN_TRUMPS = [AD, ...NORMAL_TRUMPS.filter((c) => c !== AD)];

const NORMAL_TABLE = table(NORMAL_TRUMPS);
// Schweine: every other trump keeps its power, so a switch in the middle of a trick cannot reorder cards already
// played; the AD (not yet played, its holder has both) jumps above the Dulle.
const SCHWEIN_TABLE: TrumpTable = (() => {
  const power = NORMAL_TABLE.power.slice();
  power[AD] = 120;
  return { trumps: SCHWEIN_TRUMPS, cls: NORMAL_TABLE.cls, power, rank: ranks(NORMAL_TABLE.cls, power), mask: NORMAL_TABLE.mask };
})();
const DAMEN_TABLE = table(ids(QUEENS));
const BUBEN_TABLE = table(ids(JACKS));
const KREUZ_TABLE = table(farbsolo("C"));
const PIK_TABLE = table(farbsolo("S"));
const HERZ_TABLE = table(farbsolo("H"));
const FLEISCHLOS_TABLE = table([]);

/** The trump table of a game type; `schwein` = Schweinchen announced (normal trump order only). */
export function trumpTable(gameType: number, schwein = false): TrumpTable {
  if (hasNormalTrumps(gameType)) return schwein ? SCHWEIN_TABLE : NORMAL_TABLE;
  switch (gameType) {
    case DAMEN_SOLO:
      return DAMEN_TABLE;
    case BUBEN_SOLO:
      return BUBEN_TABLE;
    case KREUZ_SOLO:
      return KREUZ_TABLE;
    case PIK_SOLO:
      return PIK_TABLE;
    case HERZ_SOLO:
      return HERZ_TABLE;
    case FLEISCHLOS:
      return FLEISCHLOS_TABLE;
    default:
      throw new Error(`no trump table for game type ${gameType}`);
  }
}
