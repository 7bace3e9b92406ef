// The Doppelkopf error vocabulary: stable codes with a German and an English message (errors.ts shape). A refused
// event of a full record words its message with seat, trick and card (messages.ts); these texts are the rule.
import { engineError } from "../errors";
import { ANNOUNCE_MESSAGES, type AnnounceError } from "./announcements";

export interface Fault {
  code: string;
  de: string;
  en: string;
}

const f = (code: string, de: string, en: string): Fault => ({ code, de, en });

export const FAULTS = {
  NOT_YOUR_TURN: f("NOT_YOUR_TURN", "Dieser Spieler ist nicht am Zug.", "It is not this player's turn."),
  CARD_NOT_IN_HAND: f("CARD_NOT_IN_HAND", "Diese Karte hat der Spieler nicht (mehr) auf der Hand.", "The player does not hold this card (any more)."),
  MUST_FOLLOW: f("MUST_FOLLOW", "Bedienpflicht verletzt: die ausgespielte Farbe (bzw. Trumpf) muss bedient werden.", "Must follow the led suit (or trump)."),
  GAME_OVER: f("GAME_OVER", "Das Spiel ist schon zu Ende.", "The game is already over."),
  PLAY_BEFORE_GAME_TYPE: f("PLAY_BEFORE_GAME_TYPE", "Ausgespielt, bevor die Vorbehaltsabfrage beendet war.", "Card played before the round of reservations was over."),
  VORBEHALT_ORDER: f("VORBEHALT_ORDER", "Vorbehalte werden reihum ab Vorhand abgefragt; dieser Spieler ist nicht dran.", "Reservations go round from forehand; this player is not next."),
  VORBEHALT_TOO_LATE: f("VORBEHALT_TOO_LATE", "Die Vorbehaltsabfrage ist schon beendet.", "The round of reservations is already over."),
  HOCHZEIT_WITHOUT_QUEENS: f("HOCHZEIT_WITHOUT_QUEENS", "Hochzeit nur mit beiden Kreuz-Damen.", "A marriage needs both queens of clubs."),
  SOLO_NOT_ALLOWED: f("SOLO_NOT_ALLOWED", "Diese Soloart gibt es nach diesen Regeln nicht.", "This solo type is not part of these rules."),
  VORFUEHRUNG_EXPECTED: f("VORFUEHRUNG_EXPECTED", "Vorführung: nur der vorgeführte Spieler nennt sein Pflichtsolo (TSR 4.1.9, 4.2.3).", "Forced solo: only the forced player names his compulsory solo (TSR 4.1.9, 4.2.3)."),
  VORFUEHRUNG_NEEDS_SOLO: f("VORFUEHRUNG_NEEDS_SOLO", "Der vorgeführte Spieler muss ein Solo spielen.", "The forced player must play a solo."),
  PFLICHTSOLO_MISMATCH: f("PFLICHTSOLO_MISMATCH", "Pflicht- oder Lustsolo passt nicht zu den gespielten Pflichtsoli der Runde (TSR 4.3.1).", "Compulsory or voluntary solo does not fit the compulsory solos played in this round (TSR 4.3.1)."),
  PFLICHTSOLO_NOT_ALLOWED: f("PFLICHTSOLO_NOT_ALLOWED", "Pflichtsoli gibt es nur nach DDV-Regeln und nur für Soli.", "Compulsory solos exist only under ddv rules and only for solos."),
  ANNOUNCE_BEFORE_GAME_TYPE: f("ANNOUNCE_BEFORE_GAME_TYPE", "Ansage vor dem Ende der Vorbehaltsabfrage.", "Announcement before the game type was settled."),
  ANNOUNCE_BEFORE_KLAERUNG: f("ANNOUNCE_BEFORE_KLAERUNG", "Bei einer Hochzeit erst nach dem Klärungsstich ansagen (TSR 4.4.4).", "In a marriage, announce only after the deciding trick (TSR 4.4.4)."),
  ANNOUNCE_WRONG_PARTY: f("ANNOUNCE_WRONG_PARTY", "Re sagt die Re-Partei an, Kontra die Kontra-Partei.", "Only the Re party says Re, only the Kontra party Kontra."),
  SCHWEINCHEN_NOT_ALLOWED: f("SCHWEINCHEN_NOT_ALLOWED", "Schweinchen gibt es in diesem Spiel nicht.", "No Schweinchen in this game."),
  SCHWEINCHEN_NOT_HELD: f("SCHWEINCHEN_NOT_HELD", "Schweinchen nur mit beiden Karo-Assen auf der Hand, vor dem ersten Karo-As.", "Schweinchen needs both Aces of Diamonds in hand, before the first is played."),
  SCHWEINCHEN_REPEATED: f("SCHWEINCHEN_REPEATED", "Schweinchen wurde schon angesagt.", "Schweinchen was already announced."),
  SCHWEINCHEN_BEFORE_GAME_TYPE: f("SCHWEINCHEN_BEFORE_GAME_TYPE", "Schweinchen vor dem Ende der Vorbehaltsabfrage.", "Schweinchen before the game type was settled."),
} satisfies Record<string, Fault>;

const ANNOUNCE_FAULTS = Object.fromEntries(
  Object.entries(ANNOUNCE_MESSAGES).map(([code, [de, en]]) => [code, f(code, de, en)]),
) as Record<AnnounceError, Fault>;

export const announceFault = (code: AnnounceError): Fault => ANNOUNCE_FAULTS[code];

export const fail = (code: string, path: string, de: string, en: string, where?: { trick?: number; seat?: number }) => ({
  ok: false as const,
  errors: [engineError(code, path, de, en, where)],
});
