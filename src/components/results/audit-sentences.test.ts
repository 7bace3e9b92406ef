// The audit trail's sentence builder: every kind of entry the services write reads as a sentence in German and in
// English, with players by name, positions from 1, times in the tournament's time zone and each game's own words.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import { auditSentence, type AuditBook, type AuditEntry, type AuditT } from "./audit-sentences";
import { resultNames, type ResultsT } from "./names";

const strict = <N extends "audit" | "results">(locale: "de" | "en", namespace: N) =>
  createTranslator({ locale, messages: messages[locale], namespace, onError: (e) => { throw e; } });

function say(entry: Partial<AuditEntry>, book: AuditBook, locale: "de" | "en" = "de") {
  const full = { id: "1", at: new Date("2026-12-06T08:00:00Z"), actorName: "Anna Auer", device: false, action: "", entity: "match", entityId: "x", reason: "", before: null, after: null, ...entry } as AuditEntry;
  return auditSentence(full, book, {
    t: strict(locale, "audit") as unknown as AuditT,
    n: resultNames(strict(locale, "results") as unknown as ResultsT),
    locale,
  });
}

const doko: AuditBook = {
  tournament: { id: "t", name: "Doko", game: "doppelkopf", timeZone: "Europe/Berlin" },
  entrants: { 1: "Anna", 2: "Bernd", 3: "Carla", 4: "Dieter", 5: "Emil" },
  tables: { "1/3": ["Anna", "Bernd", "Carla", "Dieter"], "1/4": ["Anna", "Bernd", "Carla", "Dieter", "Emil"] },
};
const klammern: AuditBook = {
  tournament: { id: "k", name: "Klammern", game: "klammern", timeZone: "America/New_York" },
  entrants: { 1: "Anna & Bernd", 2: "Carla & Dieter" },
  tables: { "1/1": ["Anna & Bernd", "Carla & Dieter", "Anna & Bernd", "Carla & Dieter"] },
};
const dokoRecord = (re: number[], type = "normal") => ({
  game: "doppelkopf",
  players: 4,
  dealer: 0,
  summary: { type, re, announcements: { re: "none", kontra: "none" }, reAugen: 130, tricksless: null, special: [] },
});

/** What nobody should read in a dispute: JSON, booleans, ISO times, codes. */
function readable(text: string) {
  expect(text).not.toMatch(/[[\]{}]|true|false|null|undefined|NaN|\d{4}-\d\d-\d\dT/);
}

describe("the audit trail in sentences", () => {
  it("a corrected Doppelkopf game reads as its row of the Spielliste, before and after, with names", () => {
    const where = { round: 1, table: 3, deal: 7 };
    const entry = {
      action: "correct-deal",
      reason: "Falsche Partei",
      before: { ...where, record: dokoRecord([0, 1]), score: [3, 3, -3, -3], points: [5, 1, -3, -3] },
      after: { ...where, record: dokoRecord([0, 2]), score: [-3, 3, -3, 3], points: [-1, 1, -3, 3] },
    };
    const de = say(entry, doko);
    expect(de.text).toBe("Runde 1, Tisch 3: Spiel 7 korrigiert.");
    expect(de.when).toBe("06.12.2026, 09:00");
    expect(de.who).toBe("Anna Auer");
    expect(de.changes.find((c) => c.key === "game")).toEqual({
      key: "game",
      label: "Spiel",
      before: "Spiel 7: Re (Anna, Bernd) gewinnt Normalspiel, 3 Punkte",
      after: "Spiel 7: Kontra (Bernd, Dieter) gewinnt Normalspiel, 3 Punkte",
    });
    expect(de.changes.find((c) => c.key === "points")).toMatchObject({ label: "Punkte am Tisch", before: "Anna 5, Bernd 1, Carla −3, Dieter −3", after: "Anna −1, Bernd 1, Carla −3, Dieter 3" });
    const en = say(entry, doko, "en");
    expect(en.text).toBe("Round 1, table 3: game 7 corrected.");
    expect(en.when).toBe("Dec 6, 2026, 9:00 AM");
    expect(en.changes[0]!.before).toBe("Game 7: Re (Anna, Bernd) wins Normal game, 3 points");
    for (const s of [de, en]) for (const text of [s.text, ...s.changes.flatMap((c) => [c.label, c.before ?? "", c.after ?? ""])]) {
      readable(text);
      expect(text).not.toMatch(/O\/W|N\/S|E\/W|Spieler 1/);
    }
  });

  it("a solo at a table of five names the soloist among the four who played, not the one who sat out", () => {
    // Position 3 (Carla) deals and sits out; the engine's seats 0..3 are Anna, Bernd, Dieter, Emil; Dieter plays a Damensolo.
    const s = say({ action: "enter-deal", after: { round: 1, table: 4, deal: 2, record: dokoRecord([2], "damen-solo"), score: [-2, -2, 0, 6, -2] } }, doko);
    expect(s.text).toBe("Runde 1, Tisch 4: Spiel 2 eingetragen.");
    expect(s.changes[0]).toMatchObject({ before: null, after: "Spiel 2: Re (Dieter) gewinnt Damensolo, 2 Punkte" });
  });

  it("penalties name the offender by name (position 2 is Bernd) and the points by name", () => {
    const where = { round: 1, table: 3, game: 4 };
    const given = say({ action: "give-penalty", reason: "Karte verworfen", before: { ...where, points: [0, 0, 0, 0] }, after: { ...where, offender: 1, class: "minor", penalty: [1, -3, 1, 1], points: [1, -3, 1, 1] } }, doko);
    expect(given.text).toBe("Runde 1, Tisch 3, Spiel 4: Leichte Strafe gegen Bernd.");
    expect(given.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Punkte am Tisch", "Anna 0, Bernd 0, Carla 0, Dieter 0", "Anna 1, Bernd −3, Carla 1, Dieter 1"],
      ["Strafpunkte", null, "Anna 1, Bernd −3, Carla 1, Dieter 1"],
    ]);
    const noted = say({ action: "note-penalty", device: true, actorName: "Listenführer Tisch 3", before: where, after: { ...where, offender: 1, class: "serious", penalty: [3, -9, 3, 3], signed: false } }, doko, "en");
    expect(noted.who).toBe("list keeper at table 3");
    expect(noted.text).toBe("Round 1, table 3, game 4: Serious penalty against Bernd noted at the table; it counts once countersigned.");
    expect(say({ action: "sign-penalty", before: where, after: { ...where, offender: 1, class: "serious" } }, doko).text).toBe(
      "Runde 1, Tisch 3, Spiel 4: Schwere Strafe gegen Bernd gegengezeichnet; sie zählt jetzt.",
    );
    expect(say({ action: "take-back-penalty", before: { ...where, offender: 0, class: "unsporting", penalty: [-2, 0, 0, 0] }, after: where }, doko, "en").text).toBe(
      "Round 1, table 3, game 4: Deduction (unsporting) against Anna taken back.",
    );
  });

  it("one device of a table is called the same way, in the game's words, whatever the service wrote", () => {
    for (const actorName of ["Kapitän Tisch 3", "Listenführer Tisch 3"]) {
      expect(say({ action: "enter-deal", device: true, actorName, after: { round: 1, table: 3, deal: 1, score: [1, 1, -1, -1] } }, doko).who).toBe("Listenführer an Tisch 3");
      expect(say({ action: "enter-deal", device: true, actorName, after: { round: 1, table: 1, deal: 1, score: [100, 62] } }, klammern).who).toBe("Kapitän an Tisch 3");
    }
    expect(say({ action: "confirm-match", device: true, actorName: "Gegenpartei Tisch 1", after: { round: 1, table: 1 } }, klammern, "en").who).toBe("opponents at table 1");
    expect(say({ action: "confirm-match", device: true, actorName: "Mitspieler Tisch 3", after: { round: 1, table: 3 } }, doko).who).toBe("Mitspieler an Tisch 3");
  });

  it("the clock: times in the tournament's zone, before and after", () => {
    const clock = say({ action: "start-round-clock", before: { round: 2, startedAt: "2026-12-06T08:05:00.000Z" }, after: { round: 2, startedAt: "2026-12-06T08:30:00.000Z" } }, doko);
    expect(clock.text).toBe("Runde 2: Beginn der Rundenuhr auf 09:30 Uhr gesetzt.");
    expect(clock.changes).toEqual([{ key: "startedAt", label: "Beginn", before: "09:05 Uhr", after: "09:30 Uhr" }]);
    // An entry stored before the trail spoke in sentences keeps no bilingual reason the sentence already says.
    expect(say({ action: "start-round-clock", reason: "Rundenbeginn gesetzt / round start set", after: { round: 2, startedAt: "2026-12-06T08:30:00.000Z" } }, doko, "en").reason).toBeNull();
    const more = say({ action: "extend-table-time", reason: "spät begonnen", before: { round: 1, table: 3, extraMinutes: 0, deadline: "2026-12-06T10:10:00.000Z" }, after: { round: 1, table: 3, extraMinutes: 10, deadline: "2026-12-06T10:20:00.000Z" } }, doko, "en");
    expect(more.text).toBe("Round 1, table 3: 10 more minutes; time now ends at 11:20 AM.");
    const strike = say({ action: "strike-games", before: { round: 1, table: 3, played: 17, gamesLeft: 7 }, after: { round: 1, table: 3, played: 17, gamesLeft: 1 } }, doko);
    expect(strike.text).toBe("Runde 1, Tisch 3: Die Zeit ist abgelaufen; die ausstehenden Spiele sind gestrichen (17 gespielt).");
    expect(strike.changes.find((c) => c.key === "gamesLeft")).toMatchObject({ before: "7", after: "1" });
    expect(say({ action: "lift-strike", after: { round: 1, table: 3, played: 17, gamesLeft: 7 } }, doko, "en").text).toBe("Round 1, table 3: strike lifted; 7 games are open again.");
  });

  it("a Klammern deal in Klammern's words: seats, suits and the pairs by name", () => {
    const record = { game: "klammern", dealer: 1, summary: { declarer: 0, trump: "H", cardPoints: [60, 104] } };
    const s = say({ action: "correct-deal", before: { round: 1, table: 1, deal: 3, record, score: [0, 164], nsPoints: 100, ewPoints: 264 }, after: { round: 1, table: 1, deal: 3, record, score: [164, 0], nsPoints: 264, ewPoints: 100 } }, klammern);
    expect(s.changes[0]!.before).toBe("Spiel 3: Geber Ost · Spieler Nord · Trumpf Herz · Augen 60 : 104 · Punkte Anna & Bernd 0, Carla & Dieter 164");
    expect(s.changes[1]).toMatchObject({ label: "Punkte am Tisch", before: "Anna & Bernd 100, Carla & Dieter 264", after: "Anna & Bernd 264, Carla & Dieter 100" });
    expect(s.when).toBe("06.12.2026, 03:00");
    const en = say({ action: "adjust-match", reason: "Zeit", before: { round: 1, table: 1, nsPoints: 100, ewPoints: 64 }, after: { round: 1, table: 1, nsOutcome: "win", ewOutcome: "loss", nsPoints: 100, ewPoints: 64 } }, klammern, "en");
    expect(en.text).toBe("Round 1, table 1: result set by the tournament director.");
    expect(en.changes.find((c) => c.key === "outcome")!.after).toBe("Anna & Bernd Win, Carla & Dieter Loss");
  });

  it.each(["de", "en"] as const)("entrants, rounds and codes read as sentences with names (%s)", (locale) => {
    const cases: [Partial<AuditEntry>, string, string][] = [
      [{ action: "check-in-entrant", before: { entrant: 2, status: "registered" }, after: { entrant: 2, status: "checked-in" } }, "Bernd eingecheckt.", "Bernd checked in."],
      [{ action: "undo-check-in", after: { entrant: 2, status: "registered" } }, "Check-in von Bernd zurückgenommen.", "Check-in of Bernd undone."],
      [{ action: "check-in-all", after: { entrants: "1, 3", status: "checked-in" } }, "Alle Angemeldeten eingecheckt: Anna, Carla.", "Everyone registered checked in: Anna, Carla."],
      [{ action: "withdraw-entrant", after: { entrant: 5, status: "withdrawn", withdrawnAfterRound: 1 } }, "Emil zurückgezogen; gewertet bis Runde 1.", "Emil withdrawn; counted up to round 1."],
      [{ action: "pair-round", after: { round: 2, status: "draft", tableCount: 1, warnings: 0 } }, "Runde 2 ausgelost (Entwurf): 1 Tisch, keine Hinweise.", "Round 2 paired (draft): 1 table, no notes."],
      [{ action: "swap-entrants", after: { round: 2, swapped: "1 ↔ 4", warnings: 1 } }, "Runde 2 (Entwurf): Anna ↔ Dieter getauscht.", "Round 2 (draft): Anna ↔ Dieter swapped."],
      [{ action: "discard-draft-round", after: { round: 2, status: "discarded" } }, "Entwurf von Runde 2 verworfen.", "Draft of round 2 discarded."],
      [{ action: "publish-round", before: { round: 2, status: "draft" }, after: { round: 2, status: "published" } }, "Runde 2 veröffentlicht.", "Round 2 published."],
      [{ action: "close-round", after: { round: 1, status: "closed", adjusted: 2 } }, "Runde 1 abgeschlossen; 2 Tische festgesetzt.", "Round 1 closed; 2 tables set."],
      [{ action: "issue-table-codes", after: { round: 1, tables: "3, 4" } }, "Runde 1: Tischcodes ausgegeben (Tische 3, 4).", "Round 1: table codes issued (tables 3, 4)."],
      [{ action: "revoke-table-code", after: { round: 1, table: 3, side: "opponent", status: "revoked", signedOut: 1 } }, "Runde 1, Tisch 3: Bestätigungscode widerrufen; 1 Gerät abgemeldet.", "Round 1, table 3: the confirmation code revoked; 1 device signed out."],
      [{ action: "reissue-table-code", after: { round: 1, table: 3, side: "captain", signedOut: 0 } }, "Runde 1, Tisch 3: Code des Listenführers neu ausgegeben.", "Round 1, table 3: the list keeper's code issued anew."],
      [{ action: "approve-takeover", before: { round: 1, table: 3, status: "pending", replaced: 1 }, after: { round: 1, table: 3, status: "active" } }, "Runde 1, Tisch 3: Ein neues Gerät übernimmt den Tisch (freigegeben).", "Round 1, table 3: a new device takes the table over (approved)."],
      [{ action: "leave-table", device: true, actorName: "Kapitän Tisch 3", before: { table: 3, status: "active" }, after: { table: 3, status: "left" } }, "Tisch 3: Das Gerät hat den Tisch verlassen; der Code gilt für ein neues Gerät.", "Table 3: the device left the table; the code works for a new device."],
      [{ action: "confirm-match", device: true, actorName: "Mitspieler Tisch 3", after: { round: 1, table: 3, points: [4, 0, -2, -2] } }, "Runde 1, Tisch 3: Ergebnis am Tisch bestätigt.", "Round 1, table 3: result confirmed at the table."],
      [{ action: "undo-deal", before: { round: 1, table: 3, deal: 5, score: [1, 1, -1, -1] }, after: { round: 1, table: 3, deal: null, score: null } }, "Runde 1, Tisch 3: Spiel 5 zurückgenommen.", "Round 1, table 3: game 5 taken back."],
      [{ action: "finish-tournament", before: { status: "running" }, after: { status: "finished", rounds: 4 } }, "Turnier beendet nach 4 abgeschlossenen Runden: die Tabelle ist der Endstand.", "Tournament finished after 4 closed rounds: the standings are final."],
      [{ action: "reopen-tournament", reason: "Tisch 2 falsch notiert", before: { status: "finished" }, after: { status: "running" } }, "Turnier wieder geöffnet: Runden und Ergebnisse lassen sich wieder ändern.", "Tournament reopened: rounds and results can change again."],
      [{ action: "undo-confirmed-deal", before: { round: 1, table: 3, deal: 5, record: dokoRecord([0, 1]), score: [1, 1, -1, -1], confirmedAt: "2026-12-06T11:00:00Z" }, after: { round: 1, table: 3, deal: null, confirmedAt: null } }, "Runde 1, Tisch 3: Spiel 5 zurückgenommen; die Bestätigung des Tisches ist aufgehoben.", "Round 1, table 3: game 5 taken back; the table's confirmation is lifted."],
    ];
    for (const [entry, de, en] of cases) {
      const s = say(entry, doko, locale);
      expect(s.text, entry.action).toBe(locale === "de" ? de : en);
      for (const text of [s.text, s.who, ...s.changes.flatMap((c) => [c.label, c.before ?? "", c.after ?? ""])]) readable(text);
    }
    const undone = say(cases.at(-1)![0], doko, locale);
    expect(undone.changes.find((c) => c.key === "confirmedAt")).toMatchObject({ before: locale === "de" ? "12:00 Uhr" : "12:00 PM", after: locale === "de" ? "keine" : "none" });
    expect(undone.changes.find((c) => c.key === "game")!.after).toBe(locale === "de" ? "kein Spiel" : "no game");
  });
});
