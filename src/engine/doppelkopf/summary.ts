// Summary mode: what a captain enters, checked for everything the summary can contradict
// (doppelkopf.md "What the engine checks in a submitted game"), then scored like a full record.
import type { EngineError, ScoreResult } from "../errors";
import { KONTRA as KONTRA_, RE as RE_, levelOf as levelOf_ } from "./announcements";
import { possibleAugen as possibleAugen_ } from "./augen";
import { fail as fail_ } from "./faults";
import { GAME_TYPES as GAME_TYPES_, HOCHZEIT as HOCHZEIT_, NORMAL as NORMAL_, TRUMPF_SOLO as TRUMPF_SOLO_, gameTypeId as gameTypeId_, hasNormalTrumps as hasNormalTrumps_, isSoloType as isSoloType_ } from "./game-types";
import type { ResolvedRules } from "./rules";
import { scoreDetail as scoreDetail_, specialKindAllowed as specialKindAllowed_, specialsCount as specialsCount_, type DoppelkopfDetail, type SpecialKind, type SpecialPoint } from "./value";
import { nextDealer as nextDealer_, type RoundInfo } from "./vorbehalt";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const levelOf = levelOf_;
const possibleAugen = possibleAugen_;
const fail = fail_;
const GAME_TYPES = GAME_TYPES_;
const gameTypeId = gameTypeId_;
const hasNormalTrumps = hasNormalTrumps_;
const isSoloType = isSoloType_;
const scoreDetail = scoreDetail_;
const specialKindAllowed = specialKindAllowed_;
const specialsCount = specialsCount_;
const nextDealer = nextDealer_;
const KONTRA = KONTRA_;
const RE = RE_;
const HOCHZEIT = HOCHZEIT_;
const NORMAL = NORMAL_;
const TRUMPF_SOLO = TRUMPF_SOLO_;

/** The summary's fields (a switch on the interned key strings: cheaper than a Set lookup per key). */
function isSummaryField(k: string): boolean {
  switch (k) {
    case "type":
    case "re":
    case "klaerungsstich":
    case "announcements":
    case "reAugen":
    case "tricksless":
    case "special":
    case "pflicht":
    case "schweinchen":
      return true;
    default:
      return false;
  }
}
const DK = 1;
const FG = 2;
const KC = 3;
const FE = 4;
const KG = 5;

/** Index of a special kind in SPECIAL_KINDS (0 = gegen-die-alten), -1 for anything else. */
function kindIndex(kind: unknown): number {
  switch (kind) {
    case "gegen-die-alten":
      return 0;
    case "doppelkopf":
      return DK;
    case "fuchs-gefangen":
      return FG;
    case "karlchen":
      return KC;
    case "fuchs-am-end":
      return FE;
    case "karlchen-gefangen":
      return KG;
    default:
      return -1;
  }
}

export interface SummaryDetail extends DoppelkopfDetail {
  mode: "summary";
  klaerungsstich?: number | null;
  pflichtsolo?: boolean;
  vorgefuehrt?: boolean;
  nextDealer: number;
}

const isSeat = (x: unknown): x is number => x === 0 || x === 1 || x === 2 || x === 3;
const bad = (code: string, path: string, de: string, en: string): ScoreResult<SummaryDetail> => fail(code, `summary${path}`, de, en);

export function scoreSummary(rules: ResolvedRules, dealer: number, summary: unknown, round: RoundInfo): ScoreResult<SummaryDetail> {
  if (typeof summary !== "object" || summary === null || Array.isArray(summary))
    return bad("SUMMARY_INVALID", "", "„summary“ muss ein Objekt sein.", `"summary" must be an object.`);
  const s = summary as Record<string, unknown>;
  for (const k in s) if (!isSummaryField(k)) return bad("SUMMARY_INVALID", `.${k}`, `Unbekanntes Feld „${k}“.`, `Unknown field "${k}".`);

  // Game type
  const typeId = gameTypeId(s.type);
  if (typeId < 0)
    return bad("TYPE_INVALID", ".type", `Unbekannte Spielart ${JSON.stringify(s.type)}.`, `Unknown game type ${JSON.stringify(s.type)}.`);
  const declaredSolo = typeId >= TRUMPF_SOLO; // DECLARABLE_SOLI: trumpf-solo .. fleischlos
  if (declaredSolo && !rules.soloAllowed[typeId])
    return bad("SOLO_NOT_ALLOWED", ".type", `${s.type} gibt es nach diesen Regeln nicht.`, `${s.type} is not part of these rules.`);

  // Hochzeit and its Klärungsstich
  const k = s.klaerungsstich;
  let hochzeitAlone = false;
  if (typeId === HOCHZEIT) {
    if (k === null) hochzeitAlone = true;
    else if (k !== 1 && k !== 2 && k !== 3)
      return bad("KLAERUNGSSTICH_INVALID", ".klaerungsstich", "Hochzeit: Klärungsstich 1..3, oder null ohne Partner.", "Marriage: deciding trick 1..3, or null without partner.");
  } else if (k !== undefined && k !== null)
    return bad("KLAERUNGSSTICH_INVALID", ".klaerungsstich", "Einen Klärungsstich gibt es nur bei einer Hochzeit.", "Only a marriage has a deciding trick.");

  // Re seats
  const re = s.re;
  const want = typeId === NORMAL || (typeId === HOCHZEIT && !hochzeitAlone) ? 2 : 1;
  if (!Array.isArray(re) || re.length !== want || !isSeat(re[0]) || (want === 2 && (!isSeat(re[1]) || re[0] === re[1])))
    return bad(
      "RE_SEATS",
      ".re",
      `${GAME_TYPES[typeId]}: ${want === 2 ? "zwei verschiedene Re-Sitze" : "genau ein Re-Sitz"} (0..3) erwartet.`,
      `${GAME_TYPES[typeId]}: expected ${want === 2 ? "two different Re seats" : "exactly one Re seat"} (0..3).`,
    );
  const reSeats = re as number[];

  // Pflichtsolo / Vorführung (ddv)
  let pflicht = false;
  if (s.pflicht !== undefined) {
    if (typeof s.pflicht !== "boolean" || rules.vorbehalt !== "ddv" || (s.pflicht && !declaredSolo))
      return bad("PFLICHTSOLO_NOT_ALLOWED", ".pflicht", "„pflicht“: true/false, nur nach DDV-Regeln und nur für Soli.", `"pflicht": true/false, only under ddv rules and only for solos.`);
    pflicht = s.pflicht;
  }
  const soloist = reSeats[0] as number;
  if (declaredSolo && rules.vorbehalt === "ddv") {
    const done = round.pflichtDone[soloist] as number;
    if (done >= 0) {
      if (s.pflicht !== undefined && pflicht !== (done === 0))
        return bad("PFLICHTSOLO_MISMATCH", ".pflicht", "Pflicht- oder Lustsolo passt nicht zu den Pflichtsoli der Runde (TSR 4.3.1).", "Compulsory or voluntary solo does not fit the round's compulsory solos (TSR 4.3.1).");
      pflicht = done === 0;
    }
  }
  const vorgefuehrt = round.vorgefuehrt >= 0;
  if (vorgefuehrt) {
    if (!declaredSolo || soloist !== round.vorgefuehrt)
      return bad("VORFUEHRUNG_EXPECTED", ".type", `Vorführung: Sitz ${round.vorgefuehrt} muss sein Pflichtsolo spielen (TSR 4.2.3).`, `Forced solo: seat ${round.vorgefuehrt} must play his compulsory solo (TSR 4.2.3).`);
    pflicht = true;
  }

  // Announcements
  const level: [number, number] = [0, 0];
  const a = s.announcements;
  if (a !== undefined && a !== null) {
    if (typeof a !== "object" || Array.isArray(a))
      return bad("ANNOUNCEMENT_INVALID", ".announcements", "„announcements“ muss ein Objekt {re, kontra} sein.", `"announcements" must be an object {re, kontra}.`);
    const ao = a as Record<string, unknown>;
    for (const key in ao) {
      const p = key === "re" ? RE : key === "kontra" ? KONTRA : -1;
      if (p < 0) return bad("ANNOUNCEMENT_INVALID", `.announcements.${key}`, `Unbekannte Partei „${key}“.`, `Unknown party "${key}".`);
      const v = ao[key];
      const l = v === null ? 0 : levelOf(v, p);
      if (l < 0)
        return bad(
          l === -2 ? "ANNOUNCEMENT_WRONG_PARTY" : "ANNOUNCEMENT_INVALID",
          `.announcements.${key}`,
          `Ungültige Ansage ${JSON.stringify(v)} für ${key} (none, ${key}, k90, k60, k30, schwarz).`,
          `Invalid announcement ${JSON.stringify(v)} for ${key} (none, ${key}, k90, k60, k30, schwarz).`,
        );
      level[p as 0 | 1] = l;
    }
  }

  // Augen and schwarz
  const reAugen = s.reAugen;
  if (typeof reAugen !== "number" || !Number.isInteger(reAugen) || reAugen < 0 || reAugen > 240)
    return bad("AUGEN_RANGE", ".reAugen", "Re-Augen: ganze Zahl 0..240.", "Re's card points: an integer 0..240.");
  if (!possibleAugen(rules.deck)[reAugen])
    return bad("AUGEN_IMPOSSIBLE", ".reAugen", `${reAugen} Augen kann keine Partei mit ${rules.deck} Karten haben.`, `No party can hold ${reAugen} card points with ${rules.deck} cards.`);
  const tl = s.tricksless;
  if (tl !== undefined && tl !== null && tl !== "re" && tl !== "kontra")
    return bad("TRICKLESS_INVALID", ".tricksless", "„tricksless“: re, kontra oder null.", `"tricksless": re, kontra or null.`);
  const reNone = tl === "re";
  const koNone = tl === "kontra";
  if ((reNone && reAugen !== 0) || (koNone && reAugen !== 240))
    return bad("TRICKLESS_AUGEN", ".tricksless", "Eine Partei ohne Stich hat 0 Augen.", "A party without a trick has 0 card points.");
  if (rules.deck === 40 && ((reAugen === 0 && !reNone) || (reAugen === 240 && !koNone)))
    return bad("TRICKLESS_AUGEN", ".tricksless", "Ohne Neunen hat jeder Stich Augen: 0 Augen heißt schwarz.", "Without nines every trick has card points: 0 card points means no trick.");
  if (reNone && typeId === HOCHZEIT)
    return bad("TRICKLESS_AUGEN", ".tricksless", "Bei einer Hochzeit macht die Re-Partei immer einen Stich.", "In a marriage the Re party always takes a trick.");

  // Schweinchen
  const sw = s.schweinchen;
  const schwein = sw !== undefined && sw !== null;
  if (schwein) {
    if (!isSeat(sw)) return bad("SCHWEINCHEN_INVALID", ".schweinchen", "„schweinchen“: Sitz 0..3 oder null.", `"schweinchen": a seat 0..3 or null.`);
    if (!rules.schweinchen || !hasNormalTrumps(typeId))
      return bad("SCHWEINCHEN_NOT_ALLOWED", ".schweinchen", "Schweinchen gibt es in diesem Spiel nicht.", "No Schweinchen in this game.");
  }

  // Special points
  const special: SpecialPoint[] = [];
  const sp = s.special;
  if (sp !== undefined && sp !== null) {
    if (!Array.isArray(sp)) return bad("SPECIAL_INVALID", ".special", "„special“ muss eine Liste sein.", `"special" must be a list.`);
    const counted = specialsCount(rules, typeId, hochzeitAlone);
    // Count per kind (both parties): doppelkopf Re / Kontra, fuchs-gefangen, karlchen, fuchs-am-end, karlchen-gefangen.
    let dkRe = 0;
    let dkKo = 0;
    let fg = 0;
    let kc = 0;
    let fe = 0;
    let kg = 0;
    for (let i = 0; i < sp.length; i++) {
      const e = sp[i] as { kind?: unknown; party?: unknown } | null;
      if (typeof e !== "object" || e === null) return bad("SPECIAL_INVALID", `.special[${i}]`, "Sonderpunkt: {kind, party}.", "Special point: {kind, party}.");
      for (const key in e)
        if (key !== "kind" && key !== "party") return bad("SPECIAL_INVALID", `.special[${i}].${key}`, `Unbekanntes Feld „${key}“.`, `Unknown field "${key}".`);
      const kind = e.kind;
      const ki = kindIndex(kind);
      if (ki <= 0)
        return bad("SPECIAL_INVALID", `.special[${i}].kind`, "Art: doppelkopf, fuchs-gefangen, karlchen, fuchs-am-end, karlchen-gefangen (gegen die Alten ermittelt die Engine).", "Kind: doppelkopf, fuchs-gefangen, karlchen, fuchs-am-end, karlchen-gefangen (gegen die Alten is derived).");
      const party = e.party === "re" ? RE : e.party === "kontra" ? KONTRA : -1;
      if (party < 0) return bad("SPECIAL_INVALID", `.special[${i}].party`, "Partei: re oder kontra.", "Party: re or kontra.");
      if (!specialKindAllowed(rules, kind as SpecialKind))
        return bad("SPECIAL_KIND_NOT_ALLOWED", `.special[${i}]`, `${kind as string} gibt es nach diesen Regeln nicht.`, `${kind as string} is not part of these rules.`);
      if (!counted)
        return bad("SPECIAL_NOT_COUNTED", `.special[${i}]`, "In diesem Spiel zählen keine Sonderpunkte.", "Special points do not count in this game.");
      if ((party === RE && reNone) || (party === KONTRA && koNone))
        return bad("SPECIAL_TRICKLESS", `.special[${i}]`, "Eine Partei ohne Stich hat keine Sonderpunkte.", "A party without a trick earns no special points.");
      if (ki === DK) {
        if (party === RE) dkRe++;
        else dkKo++;
      } else if (ki === FG) fg++;
      else if (ki === KC) kc++;
      else if (ki === FE) fe++;
      else kg++;
      special.push({ kind: kind as SpecialKind, party: party === RE ? "re" : "kontra" });
    }
    if (dkRe > Math.floor(reAugen / 40) || dkKo > Math.floor((240 - reAugen) / 40) || dkRe + dkKo > 6)
      return bad("DOPPELKOPF_COUNT", ".special", "Mehr Doppelköpfe, als die Augen der Partei erlauben (je 40 Augen).", "More Doppelkopf tricks than the party's card points allow (40 each).");
    if (fg > 2 || fg + fe > 2 || (schwein && fg + fe > 0))
      return bad("FUCHS_COUNT", ".special", "Es gibt nur zwei Füchse (und keine, wenn Schweinchen angesagt sind).", "There are only two foxes (none once Schweinchen were announced).");
    if (kc > 1) return bad("KARLCHEN_COUNT", ".special", "Nur ein Karlchen kann den letzten Stich machen.", "Only one Charlie can win the last trick.");
    if (fe > 1 || kc + fe > 1)
      return bad("KARLCHEN_FUCHS_AM_END", ".special", "Den letzten Stich macht nur eine Karte: Karlchen und Fuchs am End schließen sich aus.", "One card wins the last trick: Charlie and Fox in the last trick exclude each other.");
    if (kg > 2 || kc + kg > 2) return bad("KARLCHEN_COUNT", ".special", "Es gibt nur zwei Kreuz-Buben.", "There are only two Jacks of Clubs.");
  }

  const reMask = (1 << reSeats[0]!) | (want === 2 ? 1 << reSeats[1]! : 0);
  const d = scoreDetail(rules, typeId, hochzeitAlone, reMask, reSeats[0]!, level[RE], level[KONTRA], reAugen, reNone ? 0 : 1, koNone ? 0 : 1, special, special.length) as SummaryDetail;
  d.mode = "summary";
  if (typeId === HOCHZEIT) d.klaerungsstich = hochzeitAlone ? null : (k as number);
  if (rules.vorbehalt === "ddv" && declaredSolo) {
    d.pflichtsolo = pflicht;
    d.vorgefuehrt = vorgefuehrt;
  }
  d.nextDealer = nextDealer(dealer, pflicht && isSoloType(typeId), vorgefuehrt);
  return { ok: true, score: d.score, detail: d, errors: [] };
}

export type { EngineError };
