// A season as its pages show it: the stored results of its events (season-input.ts), the organizer's merges, the
// rule over the window (a rolling window ends today, where the clubs play), and a name for every row and event.
import { and, asc, eq, isNull } from "drizzle-orm";
import { DDV_DEFAULTS, rankSeason, type RowEvent, type SeasonRow as RankedRow, type SeasonStandings, type SeasonWindow } from "@/seasons";
import type { Queryable } from "../../db";
import { clubs, seasonEvents, seasonMerges, tournaments } from "../../db/schema";
import { clubToday } from "../public/list-current-public-tournaments";
import type { SeasonRow } from "./season-access";
import { applyMerges, type Merge } from "./season-merges";
import { loadSeasonInput, type SeasonPerson, type StoredSeasonInput } from "./season-input";

export interface SeasonEventInfo {
  id: string;
  slug: string;
  name: string;
  date: string;
  status: "draft" | "running" | "finished";
  club: string;
  roundsPlanned: number;
  /** A public tournament; an unlisted one is reached only by its slug, so the season's public pages do not name it. */
  listed: boolean;
  /** Its place in the season's list of events (1, 2, …, in date order): how the public pages call an unlisted one. */
  number: number;
}

export type SeasonStandingsRow = Omit<RankedRow, "events"> &
  SeasonPerson & { events: (RowEvent & Pick<SeasonEventInfo, "name" | "slug" | "listed" | "number">)[] };

export interface SeasonView {
  rankedBy: SeasonStandings["rankedBy"];
  window: SeasonStandings["window"];
  rows: SeasonStandingsRow[];
  events: SeasonEventInfo[];
  /** Merges an event added later made impossible (two rows played in one event); they are not applied. */
  conflicts: Merge[];
  /** Organizer's warning: the minimum of rounds is more than the season's events hold. */
  minRoundsUnreachable: boolean;
}

/** The window as of `today`: a rolling one ends there. */
export function seasonWindow(season: SeasonRow, today: string): SeasonWindow {
  return season.window.kind === "range" ? season.window : { kind: "rolling", months: season.window.months, end: today };
}

export async function seasonEventInfos(db: Queryable, seasonId: string): Promise<SeasonEventInfo[]> {
  const rows = await db
    .select({
      id: tournaments.id,
      slug: tournaments.slug,
      name: tournaments.name,
      date: tournaments.date,
      status: tournaments.status,
      club: clubs.name,
      roundsPlanned: tournaments.roundsPlanned,
      visibility: tournaments.visibility,
    })
    .from(seasonEvents)
    .innerJoin(tournaments, eq(tournaments.id, seasonEvents.tournamentId))
    .innerJoin(clubs, eq(clubs.id, tournaments.clubId))
    .where(eq(seasonEvents.seasonId, seasonId))
    .orderBy(asc(tournaments.date), asc(tournaments.createdAt), asc(tournaments.id));
  return rows.map(({ visibility, ...e }, i) => ({ ...e, listed: visibility === "public", number: i + 1 }));
}

export async function activeMerges(db: Queryable, seasonId: string): Promise<Merge[]> {
  return db
    .select({ id: seasonMerges.id, fromKey: seasonMerges.fromKey, intoKey: seasonMerges.intoKey })
    .from(seasonMerges)
    .where(and(eq(seasonMerges.seasonId, seasonId), isNull(seasonMerges.undoneAt)))
    .orderBy(asc(seasonMerges.createdAt), asc(seasonMerges.id));
}

/** The season's input with its merges applied, and its events. */
export async function loadMergedSeason(db: Queryable, season: SeasonRow) {
  const [events, merges] = await Promise.all([seasonEventInfos(db, season.id), activeMerges(db, season.id)]);
  const stored = await loadSeasonInput(
    db,
    events.filter((e) => e.status !== "draft").map((e) => e.id),
    season.value,
    season.subject,
  );
  const { input, conflicts } = applyMerges<StoredSeasonInput>(stored, merges);
  return { input, conflicts, events };
}

export function viewOf(season: SeasonRow, input: StoredSeasonInput, events: SeasonEventInfo[], conflicts: Merge[], today: string): SeasonView {
  const window = seasonWindow(season, today);
  const standings = rankSeason(input, season.rule, window);
  const byId = new Map(events.map((e) => [e.id, e]));
  const rows = standings.rows.map((row) => ({
    ...row,
    ...(input.people.get(row.key) ?? { name: row.key, guest: false }),
    events: row.events.map((e) => {
      const info = byId.get(e.event);
      return { ...e, name: info?.name ?? "", slug: info?.slug ?? "", listed: info?.listed ?? false, number: info?.number ?? 0 };
    }),
  }));
  const minRounds = (season.rule.options as { minRounds?: number } | undefined)?.minRounds ?? (season.rule.kind === "ddv" ? DDV_DEFAULTS.minRounds : 0);
  const inWindow = events.filter((e) => e.date >= standings.window.from && e.date <= standings.window.to);
  const minRoundsUnreachable = minRounds > 0 && inWindow.reduce((n, e) => n + e.roundsPlanned, 0) < minRounds;
  return { rankedBy: standings.rankedBy, window: standings.window, rows, events, conflicts, minRoundsUnreachable };
}

/** The season ranked from what is stored now. */
export async function computeSeason(db: Queryable, season: SeasonRow, today = clubToday()): Promise<SeasonView> {
  const { input, conflicts, events } = await loadMergedSeason(db, season);
  return viewOf(season, input, events, conflicts, today);
}
