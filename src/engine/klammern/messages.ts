// The Klammern error vocabulary: stable codes with a German and an English message each.
import { cardName, SUIT_NAMES, type Card, type Suit } from "../cards";
import { engineError, type EngineError } from "../errors";

export interface MessageParams {
  seat?: number;
  card?: string;
  suit?: string;
  value?: string;
  expected?: string;
  /** Free text appended to the German / English message. */
  de?: string;
  en?: string;
}

const cardDe = (c?: string) => (c && c.length === 2 ? `${cardName(c as Card, "de")} (${c})` : String(c));
const cardEn = (c?: string) => (c && c.length === 2 ? `${cardName(c as Card, "en")} (${c})` : String(c));
const suitDe = (s?: string) => SUIT_NAMES[s as Suit]?.de ?? String(s);
const suitEn = (s?: string) => SUIT_NAMES[s as Suit]?.en ?? String(s);

type Msg = (p: MessageParams) => [string, string];

export const KLAMMERN_MESSAGES: Record<string, Msg> = {
  // record shape
  FIELD_MISSING: (p) => [`Pflichtfeld fehlt${p.de ? `: ${p.de}` : ""}.`, `Required field missing${p.en ? `: ${p.en}` : ""}.`],
  FIELD_INVALID: (p) => [`Ungültiger Wert${p.de ? `: ${p.de}` : ""}.`, `Invalid value${p.en ? `: ${p.en}` : ""}.`],
  FIELD_UNKNOWN: (p) => [`Unbekanntes Feld „${p.value}“.`, `Unknown field "${p.value}".`],
  PLAYERS_INVALID: () => ["Klammern wird zu zweit, zu dritt oder zu viert gespielt.", "Klammern is played by 2, 3 or 4 players."],
  SEAT_OUT_OF_RANGE: (p) => [`Sitz ${p.value} gibt es an diesem Tisch nicht.`, `Seat ${p.value} does not exist at this table.`],
  RECORD_MODE: () => [
    "Ein Spiel braucht genau eines von „summary“ (Zusammenfassung) oder „play“ (vollständiger Verlauf).",
    'A hand needs exactly one of "summary" or "play" (full record).',
  ],
  // summary
  BESSER_NOT_KREUZ: () => ["Bei „Besser“ ist Kreuz Trumpf.", 'With "Besser", clubs (Kreuz) is trump.'],
  MELD_IMPOSSIBLE: (p) => [`Diese Meldung gibt es nicht: ${p.de}.`, `This meld cannot exist: ${p.en}.`],
  MELD_DUPLICATE: (p) => [
    `Sitz ${p.seat} meldet dieselben Karten zweimal.`,
    `Seat ${p.seat} declares the same cards twice.`,
  ],
  MELD_CARD_TWICE: (p) => [
    `${cardDe(p.card)} steckt in Meldungen zweier Spieler.`,
    `${cardEn(p.card)} appears in melds of two players.`,
  ],
  MELD_RUNS_TOUCH: (p) => [
    `Die Meldungen von Sitz ${p.seat} in ${suitDe(p.suit)} grenzen aneinander: das wäre eine Meldung, nicht zwei.`,
    `Seat ${p.seat}'s melds in ${suitEn(p.suit)} touch: that would be one run, not two.`,
  ],
  MELD_TOO_MANY_CARDS: (p) => [
    `Die Meldungen von Sitz ${p.seat} passen nicht in ${p.value} Karten.`,
    `Seat ${p.seat}'s melds do not fit into ${p.value} cards.`,
  ],
  MELD_HANDS_IMPOSSIBLE: () => [
    "Diese Meldungen lassen sich auf keine Kartenverteilung bringen.",
    "No distribution of the cards allows these melds together.",
  ],
  BELLA_CONFLICT: (p) => [
    `Bella von Sitz ${p.seat} ist unmöglich: ${p.de}.`,
    `Bella of seat ${p.seat} is impossible: ${p.en}.`,
  ],
  CARD_POINTS_SUM: (p) => [
    `Die Augen ergeben ${p.value}, ein Spiel hat ${p.expected}.`,
    `The card points add up to ${p.value}; a deal is worth ${p.expected}.`,
  ],
  CARD_POINTS_IMPOSSIBLE: (p) => [
    `${p.value} Augen kann keine Partei mit Stichen machen${p.de ? ` ${p.de}` : ""}.`,
    `No side can take ${p.value} card points in tricks${p.en ? ` ${p.en}` : ""}.`,
  ],
  CARD_POINTS_WITHOUT_TRICKS: (p) => [
    `Partei ${p.value} hat keinen Stich, aber Augen.`,
    `Side ${p.value} has points but no tricks.`,
  ],
  TRICKS_SUM: (p) => [`Die Stiche ergeben ${p.value}, gespielt werden ${p.expected}.`, `The tricks add up to ${p.value}; a deal has ${p.expected}.`],
  // full record: deal
  CARD_INVALID: (p) => [`„${p.value}“ ist keine Karte.`, `"${p.value}" is not a card.`],
  CARD_DUPLICATE: (p) => [`${cardDe(p.card)} wurde zweimal gegeben.`, `${cardEn(p.card)} was dealt twice.`],
  HAND_SIZE: (p) => [
    `Sitz ${p.seat} hat ${p.value} Karten, ausgeteilt werden ${p.expected}.`,
    `Seat ${p.seat} holds ${p.value} cards; ${p.expected} are dealt.`,
  ],
  ORIGINAL_NOT_IN_DEALER_HAND: (p) => [
    `Das Original ${cardDe(p.card)} muss beim Geber liegen (seine mittlere Karte).`,
    `The Original ${cardEn(p.card)} must be in the dealer's hand (his middle card).`,
  ],
  ORIGINAL_IN_HAND: (p) => [
    `Das Original ${cardDe(p.card)} liegt in der Mitte, nicht in einer Hand.`,
    `The Original ${cardEn(p.card)} lies in the middle, not in a hand.`,
  ],
  // full record: events
  EVENT_INVALID: (p) => [`Unbekanntes oder unvollständiges Ereignis${p.de ? `: ${p.de}` : ""}.`, `Unknown or incomplete event${p.en ? `: ${p.en}` : ""}.`],
  NOT_YOUR_TURN: (p) => [`Sitz ${p.seat} ist nicht an der Reihe (dran ist Sitz ${p.value}).`, `It is not seat ${p.seat}'s turn (seat ${p.value} is to act).`],
  BID_NOT_ALLOWED: (p) => [`Sitz ${p.seat} darf jetzt nicht „${p.value}“ sagen${p.de ? `: ${p.de}` : ""}.`, `Seat ${p.seat} may not bid "${p.value}" now${p.en ? `: ${p.en}` : ""}.`],
  BIDDING_NOT_OVER: () => ["Der Trumpf ist noch nicht entschieden.", "Trump has not been chosen yet."],
  TRUMP_NOT_ALLOWED: (p) => [
    `Sitz ${p.seat} darf ${suitDe(p.suit)} nicht ansagen${p.de ? `: ${p.de}` : ""}.`,
    `Seat ${p.seat} may not name ${suitEn(p.suit)}${p.en ? `: ${p.en}` : ""}.`,
  ],
  EXCHANGE_NOT_ALLOWED: (p) => [`Tausch mit der Sieben nicht erlaubt: ${p.de}.`, `Exchange with the seven not allowed: ${p.en}.`],
  EXCHANGE_LATE: (p) => [
    `Sitz ${p.seat} hat schon ausgespielt; tauschen geht nur vor der ersten eigenen Karte.`,
    `Seat ${p.seat} has already played; the exchange must come before his first card.`,
  ],
  EXCHANGE_NOT_HELD: (p) => [`Sitz ${p.seat} hat ${cardDe(p.card)} nicht.`, `Seat ${p.seat} does not hold ${cardEn(p.card)}.`],
  MELD_ANNOUNCE_LATE: (p) => [
    `Sitz ${p.seat} meldet nach seiner ersten Karte: zu spät.`,
    `Seat ${p.seat} announces after playing his first card: too late.`,
  ],
  MELD_SHOW_LATE: (p) => [
    `Sitz ${p.seat} zeigt nach seiner zweiten Karte: zu spät.`,
    `Seat ${p.seat} shows after playing his second card: too late.`,
  ],
  MELD_NOT_IN_HAND: (p) => [`Sitz ${p.seat} hat diese Meldung nicht: ${p.de}.`, `Seat ${p.seat} does not hold this meld: ${p.en}.`],
  MELD_NOT_ANNOUNCED: (p) => [`Sitz ${p.seat} zeigt eine Meldung, die er nicht gemeldet hat.`, `Seat ${p.seat} shows a meld he did not announce.`],
  BELLA_NOT_HELD: (p) => [
    `Sitz ${p.seat} hat Trumpf-Dame und -König nicht beide.`,
    `Seat ${p.seat} does not hold both trump queen and king.`,
  ],
  BELLA_LATE: (p) => [
    `Bella muss vor der ersten der beiden Karten gemeldet werden (Sitz ${p.seat}).`,
    `Bella must be announced before the first of the two cards is played (seat ${p.seat}).`,
  ],
  BELLA_DUPLICATE: (p) => [`Sitz ${p.seat} hat Bella schon gemeldet.`, `Seat ${p.seat} already announced Bella.`],
  CARD_NOT_IN_HAND: (p) => [`Sitz ${p.seat} hat ${cardDe(p.card)} nicht auf der Hand.`, `Seat ${p.seat} does not hold ${cardEn(p.card)}.`],
  MUST_FOLLOW: (p) => [
    `Sitz ${p.seat} muss ${suitDe(p.suit)} bedienen, statt ${cardDe(p.card)} zu spielen.`,
    `Seat ${p.seat} must follow ${suitEn(p.suit)} instead of playing ${cardEn(p.card)}.`,
  ],
  MUST_TRUMP: (p) => [
    `Sitz ${p.seat} kann nicht bedienen und muss trumpfen (${suitDe(p.suit)}), statt ${cardDe(p.card)} zu spielen.`,
    `Seat ${p.seat} cannot follow and must trump (${suitEn(p.suit)}) instead of playing ${cardEn(p.card)}.`,
  ],
  MUST_OVERTRUMP: (p) => [
    `Sitz ${p.seat} muss höher trumpfen, statt ${cardDe(p.card)} zu spielen.`,
    `Seat ${p.seat} must play a higher trump instead of ${cardEn(p.card)}.`,
  ],
  MUST_UNDERTRUMP: (p) => [
    `Sitz ${p.seat} hat nur niedrigere Trümpfe und muss trotzdem einen spielen, statt ${cardDe(p.card)}.`,
    `Seat ${p.seat} holds only lower trumps and must still play one instead of ${cardEn(p.card)}.`,
  ],
  DEAL_OVER: () => ["Das Spiel ist schon zu Ende; kein weiteres Ereignis möglich.", "The deal is already over; no further event is possible."],
  RECORD_INCOMPLETE: (p) => [`Der Verlauf endet vor dem Spielende (${p.de}).`, `The record ends before the deal is over (${p.en}).`],
  // match
  MATCH_FORMAT_INVALID: (p) => [`Ungültiges Partieformat: ${p.de}.`, `Invalid match format: ${p.en}.`],
  MATCH_PLAYERS_MISMATCH: (p) => [
    `Dieses Spiel hat ${p.value} Spieler, die Partie ${p.expected}.`,
    `This deal has ${p.value} players, the match ${p.expected}.`,
  ],
  MATCH_DEALER_NOT_NEXT: (p) => [
    `Geber ist Sitz ${p.value}, an der Reihe zu geben ist Sitz ${p.expected}.`,
    `The dealer is seat ${p.value}; seat ${p.expected} is next to deal.`,
  ],
  MATCH_OVER: () => ["Die Partie ist schon entschieden; kein weiteres Spiel.", "The match is already decided; no further deal."],
  MATCH_RULES_MISMATCH: () => [
    "Dieses Spiel hat andere Regeln als die Partie.",
    "This deal carries rules that differ from the match rules.",
  ],
};

export function kError(
  code: string,
  path: string,
  p: MessageParams = {},
  where?: { trick?: number; seat?: number },
): EngineError {
  const m = KLAMMERN_MESSAGES[code];
  if (!m) throw new Error(`unknown Klammern error code ${code}`);
  const [de, en] = m(p);
  return engineError(code, path, de, en, where);
}

/** FIELD_UNKNOWN for key `key` of the object at `parent` ("" = the record): a key can be any length, so path and
 * message carry at most its first 40 characters. */
export function unknownField(parent: string, key: string, where?: { trick?: number; seat?: number }): EngineError {
  const name = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return kError("FIELD_UNKNOWN", parent ? `${parent}.${name}` : name, { value: name }, where);
}
