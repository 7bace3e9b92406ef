// Presets and single options of the Doppelkopf rules (doppelkopf.md; docs/doppelkopf-rules.md lists every option).
// A rules object is `{ "preset": "house" | "ddv", ...options }`; an unknown option or value is an error.
import { engineError as engineError_, type EngineError, type Result } from "../errors";
import { DECLARABLE_SOLI as DECLARABLE_SOLI_, GAME_TYPES as GAME_TYPES_, gameTypeId as gameTypeId_, type GameType } from "./game-types";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const engineError = engineError_;
const DECLARABLE_SOLI = DECLARABLE_SOLI_;
const GAME_TYPES = GAME_TYPES_;
const gameTypeId = gameTypeId_;

export type Preset = "house" | "ddv";
export type HochzeitPartner = "first-foreign" | "first-fehl" | "first-trump";

export interface DoppelkopfRules {
  preset: Preset;
  /** 40 cards without nines (10 each) or 48 with nines (12 each). */
  deck: 40 | 48;
  /** Both AD as the highest trumps when their holder announces them (normal trump order only). */
  schweinchen: boolean;
  hochzeitPartner: HochzeitPartner;
  /** A Hochzeit without partner: "normal" = normal game, the lone player takes three shares, no multiplier (house);
   * "solo" = a Karo solo, scored as a solo (ddv, TSR 4.4.3 b). */
  hochzeitAlone: "normal" | "solo";
  /** Solo types a player may declare. */
  soli: GameType[];
  /** Multiplier per solo type (stilles-solo included); the soloist gets 3 x m x value. */
  soloMultipliers: Record<string, number>;
  /** "house": solo ranks by multiplier over Hochzeit, forehand leads; "ddv": Pflichtsolo over Lustsolo over
   * Hochzeit, the Pflicht soloist leads, Vorführung, same dealer again after a Pflichtsolo (TSR 4). */
  vorbehalt: "house" | "ddv";
  /** Least cards in hand for [Re/Kontra, keine 90, keine 60, keine 30, schwarz]. */
  deadlines: [number, number, number, number, number];
  /** "winners": +1 per Absage of the winning party (seed); "all": +1 per Absage of either party (TSR 7.2.2 d). */
  absagePoints: "winners" | "all";
  /** Which special points exist and where they count: "house", "ddv" or "none". */
  specialPoints: "house" | "ddv" | "none";
}

/** Derived per-rules constants, computed once. */
export interface ResolvedRules extends DoppelkopfRules {
  handSize: 10 | 12;
  /** 1 per allowed declarable solo type id. */
  soloAllowed: Uint8Array;
  /** Multiplier per game type id. */
  multiplier: Int32Array;
}

const HOUSE: DoppelkopfRules = {
  preset: "house",
  deck: 40,
  schweinchen: true,
  hochzeitPartner: "first-foreign",
  hochzeitAlone: "normal",
  soli: ["trumpf-solo", "damen-solo", "buben-solo"],
  soloMultipliers: { "buben-solo": 2, "damen-solo": 3, "stilles-solo": 4, "trumpf-solo": 5 },
  vorbehalt: "house",
  deadlines: [9, 8, 7, 6, 5],
  absagePoints: "winners",
  specialPoints: "house",
};

const DDV: DoppelkopfRules = {
  preset: "ddv",
  deck: 48,
  schweinchen: false,
  hochzeitPartner: "first-foreign",
  hochzeitAlone: "solo",
  soli: ["trumpf-solo", "kreuz-solo", "pik-solo", "herz-solo", "karo-solo", "damen-solo", "buben-solo", "fleischlos"],
  soloMultipliers: Object.fromEntries([...DECLARABLE_SOLI, "stilles-solo"].map((t) => [t, 1])),
  vorbehalt: "ddv",
  deadlines: [11, 10, 9, 8, 7],
  absagePoints: "all",
  specialPoints: "ddv",
};

export const PRESETS: Record<Preset, DoppelkopfRules> = { house: HOUSE, ddv: DDV };

const ENUMS: Record<string, readonly unknown[]> = {
  preset: ["house", "ddv"],
  deck: [40, 48],
  schweinchen: [true, false],
  hochzeitPartner: ["first-foreign", "first-fehl", "first-trump"],
  hochzeitAlone: ["normal", "solo"],
  vorbehalt: ["house", "ddv"],
  absagePoints: ["winners", "all"],
  specialPoints: ["house", "ddv", "none"],
};
const OPTION_NAMES = [...Object.keys(ENUMS), "soli", "soloMultipliers", "deadlines"];

/** Is `k` one of OPTION_NAMES? A switch on the interned key strings: cheaper per record than OPTION_NAMES.includes. */
function isOptionName(k: string): boolean {
  switch (k) {
    case "preset":
    case "deck":
    case "schweinchen":
    case "hochzeitPartner":
    case "hochzeitAlone":
    case "vorbehalt":
    case "absagePoints":
    case "specialPoints":
    case "soli":
    case "soloMultipliers":
    case "deadlines":
      return true;
    default:
      return false;
  }
}
// The switch lists exactly OPTION_NAMES: checked once at load.
if (OPTION_NAMES.length !== 11 || OPTION_NAMES.some((k) => !isOptionName(k))) throw new Error("isOptionName misses an option");

function finish(r: DoppelkopfRules): ResolvedRules {
  const soloAllowed = new Uint8Array(GAME_TYPES.length);
  for (const s of r.soli) soloAllowed[gameTypeId(s)] = 1;
  const multiplier = new Int32Array(GAME_TYPES.length).fill(1);
  for (const [k, v] of Object.entries(r.soloMultipliers)) multiplier[gameTypeId(k)] = v;
  return { ...r, handSize: r.deck === 40 ? 10 : 12, soloAllowed, multiplier };
}

const RESOLVED: Record<Preset, ResolvedRules> = { house: finish(HOUSE), ddv: finish(DDV) };
/** The results for a plain preset, made once (the hot path allocates nothing for them). */
const RESOLVED_OK: Record<Preset, Result<ResolvedRules>> = { house: { ok: true, value: RESOLVED.house }, ddv: { ok: true, value: RESOLVED.ddv } };

const bad = (path: string, de: string, en: string): Result<ResolvedRules> => ({
  ok: false,
  errors: [engineError("RULES_INVALID", path, de, en)],
});

/** Resolves a rules value (undefined/null = house) to the full rule set; presets come back cached. */
export function resolveRules(raw: unknown, path = "rules"): Result<ResolvedRules> {
  if (raw === undefined || raw === null) return RESOLVED_OK.house;
  if (typeof raw !== "object" || Array.isArray(raw)) return bad(path, "Regeln müssen ein Objekt sein.", "Rules must be an object.");
  const obj = raw as Record<string, unknown>;
  let count = 0;
  for (const k in obj) {
    count++;
    if (!isOptionName(k))
      return bad(`${path}.${k}`, `Unbekannte Regeloption „${k}“.`, `Unknown rule option "${k}".`);
  }
  const preset = obj.preset === undefined ? "house" : obj.preset;
  if (preset !== "house" && preset !== "ddv")
    return bad(`${path}.preset`, `Unbekanntes Preset ${JSON.stringify(preset)}.`, `Unknown preset ${JSON.stringify(preset)}.`);
  // Spelled out rather than RESOLVED_OK[preset]: a load by a varying key takes the slow generic path.
  if (count === (obj.preset === undefined ? 0 : 1)) return preset === "house" ? RESOLVED_OK.house : RESOLVED_OK.ddv;

  const r: DoppelkopfRules = { ...PRESETS[preset], soloMultipliers: { ...PRESETS[preset].soloMultipliers } };
  const rec = r as unknown as Record<string, unknown>;
  for (const [k, allowed] of Object.entries(ENUMS)) {
    if (k === "preset" || obj[k] === undefined) continue;
    if (!allowed.includes(obj[k]))
      return bad(
        `${path}.${k}`,
        `Ungültiger Wert ${JSON.stringify(obj[k])} für „${k}“ (erlaubt: ${allowed.join(", ")}).`,
        `Invalid value ${JSON.stringify(obj[k])} for "${k}" (allowed: ${allowed.join(", ")}).`,
      );
    rec[k] = obj[k];
  }
  if (obj.soli !== undefined) {
    const s = obj.soli;
    if (!Array.isArray(s) || s.some((t) => !DECLARABLE_SOLI.includes(t as GameType)) || new Set(s).size !== s.length)
      return bad(`${path}.soli`, `„soli“ muss eine Liste verschiedener Soloarten sein (${DECLARABLE_SOLI.join(", ")}).`, `"soli" must be a list of distinct solo types (${DECLARABLE_SOLI.join(", ")}).`);
    r.soli = s as GameType[];
  }
  if (obj.soloMultipliers !== undefined) {
    const m = obj.soloMultipliers;
    if (typeof m !== "object" || m === null || Array.isArray(m))
      return bad(`${path}.soloMultipliers`, "„soloMultipliers“ muss ein Objekt sein.", `"soloMultipliers" must be an object.`);
    for (const [k, v] of Object.entries(m)) {
      if (!DECLARABLE_SOLI.includes(k as GameType) && k !== "stilles-solo")
        return bad(`${path}.soloMultipliers.${k}`, `Unbekannte Soloart „${k}“.`, `Unknown solo type "${k}".`);
      if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > 100)
        return bad(`${path}.soloMultipliers.${k}`, "Multiplikator muss eine ganze Zahl 1..100 sein.", "A multiplier must be an integer 1..100.");
      r.soloMultipliers[k] = v;
    }
  }
  const handSize = r.deck === 40 ? 10 : 12;
  if (obj.deadlines !== undefined) {
    const d = obj.deadlines;
    if (
      !Array.isArray(d) ||
      d.length !== 5 ||
      d.some((x, i) => typeof x !== "number" || !Number.isInteger(x) || x < 0 || x > handSize || (i > 0 && x > (d[i - 1] as number)))
    )
      return bad(
        `${path}.deadlines`,
        `„deadlines“: fünf ganze Zahlen 0..${handSize}, nicht steigend (Re/Kontra, k90, k60, k30, schwarz).`,
        `"deadlines": five integers 0..${handSize}, not increasing (Re/Kontra, k90, k60, k30, schwarz).`,
      );
    r.deadlines = d as DoppelkopfRules["deadlines"];
  } else if (r.deck !== PRESETS[preset].deck) {
    r.deadlines = [handSize - 1, handSize - 2, handSize - 3, handSize - 4, handSize - 5];
  }
  return { ok: true, value: finish(r) };
}

/** The plain options of a resolved rule set (for details and docs). */
export function rulesSummary(r: ResolvedRules): DoppelkopfRules {
  const { preset, deck, schweinchen, hochzeitPartner, hochzeitAlone, soli, soloMultipliers, vorbehalt, deadlines, absagePoints, specialPoints } = r;
  return { preset, deck, schweinchen, hochzeitPartner, hochzeitAlone, soli, soloMultipliers, vorbehalt, deadlines, absagePoints, specialPoints };
}

export type { EngineError };
