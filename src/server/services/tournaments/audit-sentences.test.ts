// The audit trail read in a dispute (issue 27): a Doppelkopf table's correction, strike and penalty, read back
// through result.auditLog and said as the Protokoll page says them, in German and English: players by name, times
// in the tournament's zone, the game's own words, no raw keys or values.
import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { auditSentence, type AuditT } from "@/components/results/audit-sentences";
import { resultNames, type ResultsT } from "@/components/results/names";
import type { DoppelkopfT } from "@/components/games/doppelkopf/labels";
import { messages } from "@/i18n/messages";
import { wallClock } from "@/lib/time-zone";
import { drivers } from "../../../../test/db";
import { doppelkopfClub } from "../../../../test/doppelkopf-fixtures";
import { deals, matches, rounds } from "../../db/schema";

const game = (type: string, dealer: number, re: number[]) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type, re, announcements: { re: "none", kontra: "none" }, reAugen: 130, tricksless: null, special: [] },
});
const strict = <N extends "audit" | "doppelkopf" | "results">(locale: "de" | "en", namespace: N) =>
  createTranslator({ locale, messages: messages[locale], namespace, onError: (e) => { throw e; } });

describe.each(drivers)("the audit trail in sentences (%s)", (driver) => {
  const club = doppelkopfClub(driver);

  it("a correction, a strike and a penalty read back as sentences with names, local times and no raw keys", async () => {
    const api = club.api();
    const x = await api.tournament.create({ clubId: club.clubId, game: "doppelkopf", name: "Protokoll-Doko", date: "2026-12-06", roundsPlanned: 1, rules: { preset: "house" }, gamesPerTable: { four: 8, five: 10 }, minutesPerRound: { four: 50, five: 60 } });
    for (const name of ["Anna Auer", "Bernd Beck", "Carla Cramer", "Dieter Dorn"])
      await api.tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name }, checkIn: true });
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await club.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!.version });
    const [m] = await club.db.select().from(matches).where(eq(matches.roundId, roundId));
    const version = async () => (await club.db.select().from(matches).where(eq(matches.id, m!.id)))[0]!.version;
    await api.result.submitDeal({ matchId: m!.id, matchVersion: await version(), number: 1, record: game("normal", 0, [0, 2]) });
    await api.result.submitDeal({ matchId: m!.id, matchVersion: await version(), number: 2, record: game("normal", 1, [1, 3]) });
    const [first] = await club.db.select().from(deals).where(eq(deals.matchId, m!.id)).orderBy(deals.number);
    await api.result.correctDeal({ dealId: first!.id, version: first!.version, record: game("normal", 0, [0, 1]), reason: "Parteien vertauscht" });
    await api.result.givePenalty({ matchId: m!.id, game: 2, offender: 1, class: "minor", reason: "Karte vorzeitig gezeigt" });
    await api.round.startClock({ roundId, startedAt: new Date(Date.now() - 51 * 60_000).toISOString() });
    await api.result.strikeGames({ matchId: m!.id, strike: true, reason: "Zeit abgelaufen" });

    // Who sits where (drawn): the names the sentences must use, position 1 first.
    const log = await api.result.auditLog({ tournamentId: x.id });
    const byPosition = log.tables[`1/${m!.tableNumber}`]!;
    expect(byPosition).toHaveLength(4);
    expect(new Set(byPosition)).toEqual(new Set(["Anna Auer", "Bernd Beck", "Carla Cramer", "Dieter Dorn"]));
    expect(log.tournament.timeZone).toBe("Europe/Berlin");

    for (const locale of ["de", "en"] as const) {
      const w = {
        t: strict(locale, "audit") as unknown as AuditT,
        d: strict(locale, "doppelkopf") as unknown as DoppelkopfT,
        n: resultNames(strict(locale, "results") as unknown as ResultsT),
        locale,
      };
      const said = log.entries.map((e) => ({ e, s: auditSentence(e, log, w) }));
      const of = (action: string) => said.find((x) => x.e.action === action)!;
      for (const { e, s } of said) {
        const words = [s.when, s.who, s.text, ...s.changes.flatMap((c) => [c.label, c.before ?? "", c.after ?? ""])].join(" | ");
        expect(words, e.action).not.toMatch(/\[|\]|\{|true|false|null|\d{4}-\d\d-\d\dT|O\/W|N\/S|E\/W|Spieler \d|Position \d/);
        expect(words, e.action).not.toContain(e.action);
        // The time as the hall's clock showed it (an hour ahead of UTC in December), never UTC's.
        const [h, min] = wallClock(new Date(e.at), "Europe/Berlin").time.split(":").map(Number) as [number, number];
        const shown = locale === "de" ? `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}` : `${h % 12 || 12}:${String(min).padStart(2, "0")}`;
        expect(s.when, e.action).toContain(shown);
      }
      const correction = of("correct-deal").s;
      expect(correction.text).toBe(locale === "de" ? "Runde 1, Tisch 1: Spiel 1 korrigiert." : "Round 1, table 1: game 1 corrected.");
      const row = correction.changes.find((c) => c.key === "game")!;
      const wins = locale === "de" ? "gewinnt Normalspiel" : "wins Normal game";
      expect(row.before).toBe(`${locale === "de" ? "Spiel" : "Game"} 1: Re (${byPosition[0]}, ${byPosition[2]}) ${wins}, 1 ${locale === "de" ? "Punkt" : "point"}`);
      expect(row.after).toMatch(new RegExp(`(Re|Kontra) \\((${byPosition.join("|")}), (${byPosition.join("|")})\\) ${wins}`));
      expect(row.after).not.toBe(row.before);
      expect(correction.changes.find((c) => c.key === "points")!.before).toMatch(new RegExp(`^${byPosition[0]} -?\\d`));
      const penalty = of("give-penalty").s;
      expect(penalty.text).toContain(byPosition[1]!);
      expect(penalty.changes.find((c) => c.key === "penalty")!.after).toBe(`${byPosition[0]} 1, ${byPosition[1]} −3, ${byPosition[2]} 1, ${byPosition[3]} 1`);
      expect(of("strike-games").s.text).toContain(locale === "de" ? "gestrichen (2 gespielt)" : "struck (2 played)");
      expect(of("strike-games").s.reason).toBe("Zeit abgelaufen");
    }
  });
});
