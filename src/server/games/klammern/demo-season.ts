// Klammern's demo season: eight evenings every other Tuesday, partners drawn anew each evening (a guest pair now
// and then), each player ranked by his pairs' match points, the best 6 of 8 evenings counting.
import { daysBefore } from "@/lib/calendar-days";
import type { DemoSeasonSeed } from "../types";
import { seedKlammernEvening } from "./demo";

export const DEMO_KLAMMERN_SEASON_SLUG = "demo-klammern-vereinsmeisterschaft";
const EVENINGS = 8;

const MEMBERS = [
  "Erika Müller", "Hans Müller", "Klaus Becker", "Jürgen Schmitt", "Monika Weber", "Petra Klein", "Dieter Schneider",
  "Uwe Wagner", "Sabine Hoffmann", "Ute Schäfer", "Werner Koch", "Helmut Bauer", "Gisela Richter", "Renate Wolf",
];
const GUESTS = ["Gabi Sommer", "Lothar Graf", "Vera Lindner", "Paul Seidel"];

export const klammernDemoSeason: DemoSeasonSeed = async (db, demo) => {
  const members = await demo.addMembers(MEMBERS);
  const tournamentIds: string[] = [];
  for (let i = 0; i < EVENINGS; i++) {
    const people = demo.shuffled(members).slice(0, 12 - 2 * (i % 2));
    const pairs = Array.from({ length: people.length / 2 }, (_, k) => [{ memberId: people[2 * k]!.id }, { memberId: people[2 * k + 1]!.id }] as const);
    const guests = i % 3 === 1 ? [[{ guestName: GUESTS[i % GUESTS.length]! }, { guestName: GUESTS[(i + 1) % GUESTS.length]! }] as const] : [];
    const { tournamentId } = await seedKlammernEvening(db, {
      clubId: demo.clubId,
      slug: `demo-klammern-abend-${i + 1}`,
      name: `Klammerabend ${i + 1}`,
      date: daysBefore(demo.today, 14 * (EVENINGS - i) + 2),
      venue: "Vereinsheim Saarbrücken",
      pairs: [...pairs, ...guests],
      roundsPlanned: 3,
      roundsClosed: 3,
      deals: 8,
      seed: 20260200 + i,
    });
    tournamentIds.push(tournamentId);
  }
  return {
    season: {
      slug: DEMO_KLAMMERN_SEASON_SLUG,
      name: "Klammern-Vereinsmeisterschaft",
      subject: "players",
      value: "matchPoints",
      rule: { kind: "bestOf", options: { best: 6 } },
      window: { kind: "rolling", months: 12 },
    },
    tournamentIds,
  };
};
