// The message of a refused event in a full record, naming the seat, the trick and the card in words (as Klammern's
// messages.ts does): "Stich 3: Sitz 2 muss Trumpf bedienen, statt Pik-Zehn zu spielen." Built only when an event
// is refused, from the game as it stood before that event; the code, path, trick and seat stay those of the fault.
import { engineError, type EngineError } from "../errors";
import { cardId, rankOfId, suitOfId } from "./deck";
import type { Fault } from "./faults";
import { PHASE_VORBEHALT, type DoppelkopfGame } from "./game";
import { GAME_TYPE_NAMES, gameTypeId, type GameType } from "./game-types";
import { TRUMP } from "./trumps";

const SUIT_DE = ["Kreuz", "Pik", "Herz", "Karo"];
const SUIT_EN = ["clubs", "spades", "hearts", "diamonds"];
const RANK_DE = ["As", "Zehn", "König", "Dame", "Bube", "Neun"];
const RANK_EN = ["ace", "ten", "king", "queen", "jack", "nine"];

/** A card as players say it: "Pik-Zehn" / "ten of spades"; any other value as given. */
export function doppelkopfCardName(code: unknown, lang: "de" | "en" = "de"): string {
  const c = cardId(code);
  if (c < 0) return JSON.stringify(code);
  const s = suitOfId(c);
  const r = rankOfId(c);
  return lang === "de" ? `${SUIT_DE[s]}-${RANK_DE[r]}` : `${RANK_EN[r]} of ${SUIT_EN[s]}`;
}

const classDe = (k: number) => (k === TRUMP ? "Trumpf" : (SUIT_DE[k] as string));
const classEn = (k: number) => (k === TRUMP ? "trump" : (SUIT_EN[k] as string));

const WORD_DE: Record<string, string> = { re: "Re", kontra: "Kontra", k90: "keine 90", k60: "keine 60", k30: "keine 30", schwarz: "schwarz" };
const WORD_EN: Record<string, string> = { re: "Re", kontra: "Kontra", k90: "no 90", k60: "no 60", k30: "no 30", schwarz: "no trick (schwarz)" };

function vorbehaltName(word: unknown, lang: "de" | "en"): string {
  if (word === "gesund") return lang === "de" ? "gesund" : "healthy";
  const t = gameTypeId(word);
  return t >= 0 ? GAME_TYPE_NAMES[word as GameType][lang] : String(word);
}

const cardsDe = (n: number) => (n === 1 ? "1 Karte" : `${n} Karten`);
const cardsEn = (n: number) => (n === 1 ? "1 card" : `${n} cards`);

/**
 * The error for `fault`, returned by the game for event `e` of `seat` (the event as given in the record: one of
 * play, announce, vorbehalt, schweinchen). Codes the messages below do not word keep the fault's own text, with
 * the seat (and the trick during play) in front.
 */
export function eventError(g: DoppelkopfGame, fault: Fault, path: string, seat: number, e: Record<string, unknown>): EngineError {
  const n = g.rules.handSize;
  const t = Math.min(g.trickNo + 1, n);
  const [de, en] = words(g, fault, seat, t, e);
  return engineError(fault.code, path, de, en, { trick: t, seat });
}

function words(g: DoppelkopfGame, fault: Fault, s: number, t: number, e: Record<string, unknown>): [string, string] {
  // After the Vorbehalt round the trick is part of the message.
  const inPlay = g.phase !== PHASE_VORBEHALT;
  const who = inPlay ? [`Stich ${t}: Sitz ${s}`, `Trick ${t}: seat ${s}`] : [`Sitz ${s}`, `Seat ${s}`];
  if (e.play !== undefined) {
    const cd = doppelkopfCardName(e.play, "de");
    const ce = doppelkopfCardName(e.play, "en");
    switch (fault.code) {
      case "NOT_YOUR_TURN":
        return [
          `Stich ${t}: Sitz ${s} ist nicht am Zug (am Zug ist Sitz ${g.toMove}) und kann ${cd} jetzt nicht spielen.`,
          `Trick ${t}: it is not seat ${s}'s turn (seat ${g.toMove} is to play), so ${ce} cannot be played now.`,
        ];
      case "CARD_NOT_IN_HAND":
        return [`Stich ${t}: Sitz ${s} hat ${cd} nicht (mehr) auf der Hand.`, `Trick ${t}: seat ${s} does not hold ${ce} (any more).`];
      case "MUST_FOLLOW": {
        const led = g.ledClass;
        return [`Stich ${t}: Sitz ${s} muss ${classDe(led)} bedienen, statt ${cd} zu spielen.`, `Trick ${t}: seat ${s} must follow ${classEn(led)} instead of playing ${ce}.`];
      }
      case "GAME_OVER":
        return [`Das Spiel ist schon zu Ende: Sitz ${s} kann ${cd} nicht mehr spielen.`, `The game is already over: seat ${s} cannot play ${ce} any more.`];
      case "PLAY_BEFORE_GAME_TYPE":
        return [`Sitz ${s} spielt ${cd}, bevor die Vorbehaltsabfrage beendet ist.`, `Seat ${s} plays ${ce} before the round of reservations is over.`];
    }
  } else if (e.announce !== undefined) {
    const wd = WORD_DE[e.announce as string] ?? String(e.announce);
    const we = WORD_EN[e.announce as string] ?? String(e.announce);
    const party = g.isRe[s] ? "Re" : "Kontra";
    const left = g.cardsLeft(s);
    switch (fault.code) {
      case "ANNOUNCE_BEFORE_GAME_TYPE":
        return [`Sitz ${s} sagt „${wd}“ an, bevor die Vorbehaltsabfrage beendet ist.`, `Seat ${s} announces "${we}" before the round of reservations is over.`];
      case "ANNOUNCE_BEFORE_KLAERUNG":
        return [
          `Stich ${t}: Sitz ${s} sagt „${wd}“ an, bei einer Hochzeit geht das erst nach dem Klärungsstich (TSR 4.4.4).`,
          `Trick ${t}: seat ${s} announces "${we}"; in a marriage that is only allowed after the deciding trick (TSR 4.4.4).`,
        ];
      case "ANNOUNCE_WRONG_PARTY":
        return [`Stich ${t}: Sitz ${s} spielt ${party} und kann nicht „${wd}“ ansagen.`, `Trick ${t}: seat ${s} plays ${party} and cannot announce "${we}".`];
      case "ANNOUNCE_REPEATED":
        return [
          `Stich ${t}: „${wd}“ von Sitz ${s}: diese oder eine höhere Ansage hat ${party} schon gemacht.`,
          `Trick ${t}: "${we}" by seat ${s}: ${party} has already made this or a higher announcement.`,
        ];
      case "ANNOUNCE_TOO_LATE":
        return [
          `Stich ${t}: Sitz ${s} sagt „${wd}“ zu spät an (nur noch ${cardsDe(left)} auf der Hand).`,
          `Trick ${t}: seat ${s} announces "${we}" too late (only ${cardsEn(left)} in hand).`,
        ];
      case "ABSAGE_WITHOUT_ANSAGE":
        return [
          `Stich ${t}: Sitz ${s} sagt „${wd}“ ab, aber ${party} hat nicht angesagt, und dafür ist es zu spät (noch ${cardsDe(left)} auf der Hand).`,
          `Trick ${t}: seat ${s} announces "${we}", but ${party} has made no Ansage and it is too late for one (${cardsEn(left)} in hand).`,
        ];
      case "ABSAGE_AFTER_LATE_ERWIDERUNG":
        return [
          `Stich ${t}: Sitz ${s} sagt „${wd}“ ab nach einer Erwiderung, die als Erstansage zu spät gewesen wäre.`,
          `Trick ${t}: seat ${s} announces "${we}" after an Erwiderung that would have been too late as a first Ansage.`,
        ];
      case "GAME_OVER":
        return [`Das Spiel ist schon zu Ende: Sitz ${s} kann „${wd}“ nicht mehr ansagen.`, `The game is already over: seat ${s} cannot announce "${we}" any more.`];
    }
  } else if (e.vorbehalt !== undefined) {
    const kd = vorbehaltName(e.vorbehalt, "de");
    const ke = vorbehaltName(e.vorbehalt, "en");
    switch (fault.code) {
      case "VORBEHALT_ORDER":
        return [
          `Vorbehalt: Sitz ${s} ist nicht dran (dran ist Sitz ${g.nextSpeaker}) und kann nicht „${kd}“ sagen.`,
          `Reservation: seat ${s} is not next (seat ${g.nextSpeaker} is) and cannot say "${ke}".`,
        ];
      case "VORFUEHRUNG_EXPECTED":
        return [
          `Vorführung: Sitz ${g.round.vorgefuehrt} muss sein Pflichtsolo ansagen; Sitz ${s} sagt keinen Vorbehalt (TSR 4.1.9, 4.2.3).`,
          `Forced solo: seat ${g.round.vorgefuehrt} must name his compulsory solo; seat ${s} says no reservation (TSR 4.1.9, 4.2.3).`,
        ];
      case "VORFUEHRUNG_NEEDS_SOLO":
        return [`Vorführung: Sitz ${s} muss ein Solo spielen, nicht „${kd}“.`, `Forced solo: seat ${s} must play a solo, not "${ke}".`];
      case "HOCHZEIT_WITHOUT_QUEENS":
        return [`Vorbehalt: Sitz ${s} hat nicht beide Kreuz-Damen, also keine Hochzeit.`, `Reservation: seat ${s} does not hold both queens of clubs, so no marriage.`];
    }
    return [`Vorbehalt von Sitz ${s} („${kd}“): ${fault.de}`, `Reservation of seat ${s} ("${ke}"): ${fault.en}`];
  } else if (e.schweinchen !== undefined) {
    switch (fault.code) {
      case "SCHWEINCHEN_NOT_HELD":
        return [
          `${who[0]} hat nicht (mehr) beide Karo-Asse: kein Schweinchen.`,
          `${who[1]} does not hold both aces of diamonds (any more): no Schweinchen.`,
        ];
      case "SCHWEINCHEN_REPEATED":
        return [`${who[0]}: Schweinchen hat schon Sitz ${g.schwein} angesagt.`, `${who[1]}: seat ${g.schwein} already announced Schweinchen.`];
    }
  }
  return [`${who[0]}: ${fault.de}`, `${who[1]}: ${fault.en}`];
}
