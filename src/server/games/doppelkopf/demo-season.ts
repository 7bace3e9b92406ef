// Doppelkopf's demo season: the club's members play an evening every Thursday for twelve weeks (12 to 24 players,
// some guests, tables of four and five), ranked by the club's placement points with its index and the cost of a
// missed evening (see docs/seasons.md). The office then corrects one game of the seventh evening: Re's Augen were
// entered the wrong way round.
import { CLUB_INDEX, CLUB_MISSED_EVENING } from "@/seasons";
import { daysBefore } from "@/lib/calendar-days";
import type { DemoSeasonSeed } from "../types";
import type { DemoPlayer } from "../demo-evening";
import { seedDoppelkopfEvening } from "./demo";

export const DEMO_DOPPELKOPF_SEASON_SLUG = "demo-doppelkopf-jahreswertung";
const EVENINGS = 12;
export const CORRECTED_EVENING = 7;

const MEMBERS = [
  "Ilse Brandt", "Heinz Vogel", "Marlies Jung", "Rainer Fuchs", "Elke Scholz", "Wolfgang Haas", "Hannelore Berger",
  "Gerd Keller", "Christa Frank", "Norbert Roth", "Ursula Beck", "Josef Lorenz", "Birgit Kaiser", "Alfred Ludwig",
  "Margret Simon", "Detlef Böhm", "Rita Schuster", "Kurt Jäger", "Anneliese Otto", "Heribert Winkler",
];
const GUESTS = ["Gabi Sommer", "Lothar Graf", "Vera Lindner", "Paul Seidel", "Nina Busch", "Olaf Kraft"];

export const doppelkopfDemoSeason: DemoSeasonSeed = async (db, demo) => {
  const members = await demo.addMembers(MEMBERS, true);
  const tournamentIds: string[] = [];
  for (let i = 0; i < EVENINGS; i++) {
    // 12 to 20 members and up to 4 guests: 12 to 24 players, at tables of four and of five.
    const count = 12 + ((i * 7) % 9);
    const guests = i % 3 === 0 ? [] : demo.shuffled(GUESTS).slice(0, 1 + (i % 4));
    const players: DemoPlayer[] = [...demo.shuffled(members).slice(0, count).map((m) => ({ memberId: m.id })), ...guests.map((guestName) => ({ guestName }))];
    const { tournamentId } = await seedDoppelkopfEvening(db, {
      clubId: demo.clubId,
      slug: `demo-doppelkopf-abend-${i + 1}`,
      name: `Doppelkopfabend ${i + 1}`,
      date: daysBefore(demo.today, 7 * (EVENINGS - i)),
      venue: "Vereinsheim Saarbrücken",
      players: players.slice(0, 24),
      roundsPlanned: 3,
      roundsClosed: 3,
      seed: 20260100 + i,
    });
    tournamentIds.push(tournamentId);
  }
  return {
    season: {
      slug: DEMO_DOPPELKOPF_SEASON_SLUG,
      name: "Doppelkopf-Jahreswertung",
      rule: { kind: "placement", options: { index: CLUB_INDEX, missedEvening: CLUB_MISSED_EVENING } },
      window: { kind: "rolling", months: 12 },
    },
    tournamentIds,
    correction: {
      tournamentId: tournamentIds[CORRECTED_EVENING - 1]!,
      amend: (record) => {
        const summary = record.summary as { reAugen?: unknown } | undefined;
        return typeof summary?.reAugen === "number" ? { ...record, summary: { ...summary, reAugen: 240 - summary.reAugen } } : null;
      },
      reason: "Augen beim Eintragen vertauscht",
    },
  };
};
