// A season as the public sees it (/s/<slug>, its projector, printout, player pages and exports): names and results
// only, as the tournaments' public pages show them. What is the organizers' alone stays out: the merges an added
// event made impossible (`conflicts`), the warning that the minimum of rounds is out of reach, and the rows' keys
// (member ids, federation numbers), for which each row carries an opaque `ref` instead. An unlisted tournament
// counts, but its name, slug and id stay out (decision 60): it is "evening 3", under an opaque id.
import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { ParticipantResult, SeasonEvent } from "@/seasons";
import { clubs, entrantPlayers, entrants, members, seasons } from "../../db/schema";
import { notFound } from "../../errors";
import type { Queryable } from "../../db";
import type { ServiceCall } from "../_shared/context";
import { seasonSlugField } from "./season-fields";
import { publicSeasonsOfClub } from "./list-club-seasons";
import { rowsOfEvent } from "./season-input";
import { applyMerges } from "./season-merges";
import { playerStatsIn } from "./season-player-stats";
import { activeMerges, computeSeason, type SeasonEventInfo, type SeasonStandingsRow, type SeasonView } from "./season-standings";

export const getPublicSeasonInput = z.object({ slug: seasonSlugField });

/** A season's exact address: lower-case letters, digits and dashes (create-season.ts), nothing else answers. */
export const SEASON_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
/** A row's public reference (rowRef): 16 characters of base64url. */
export const SEASON_ROW_REF = /^[A-Za-z0-9_-]{16}$/;

type StoredSeason = typeof seasons.$inferSelect;

export async function seasonBySlug(db: Queryable, slug: string) {
  const [row] = await db.select().from(seasons).where(eq(seasons.slug, slug));
  return row ?? null;
}

/** A season's public page: no sign-in, names and results only (what the tournaments' public pages show). */
export async function getPublicSeason({ ctx, input }: ServiceCall<z.infer<typeof getPublicSeasonInput>>) {
  const season = await seasonBySlug(ctx.db, input.slug);
  if (!season) throw notFound({ de: "Diese Wertung", en: "This ranking list" });
  return publicSeason(ctx.db, season);
}

/** A row's stable public name: a hash of the season and the row's key, so links to a player page survive changes of
 * the standings, and neither a member's id nor a federation number can be read (or guessed back) from it. */
export function rowRef(seasonId: string, key: string): string {
  return createHash("sha256").update(`${seasonId}\n${key}`).digest("base64url").slice(0, 16);
}

/** An unlisted event's public id: a hash of the season and the tournament (as rowRef), so the page can key its
 * parts and tie a row's events to the list, and nothing leads from it to the tournament. */
export function eventRef(seasonId: string, tournamentId: string): string {
  return createHash("sha256").update(`${seasonId}\nevent:${tournamentId}`).digest("base64url").slice(0, 16);
}

export type PublicSeasonRow = Omit<SeasonStandingsRow, "key"> & { ref: string };

export interface PublicSeasonView {
  rankedBy: SeasonView["rankedBy"];
  window: SeasonView["window"];
  rows: PublicSeasonRow[];
  events: SeasonEventInfo[];
}

/** Per tournament of the season, the id the public sees: its own when listed, else its eventRef. */
function publicIds(seasonId: string, view: SeasonView): Map<string, string> {
  return new Map(view.events.map((e) => [e.id, e.listed ? e.id : eventRef(seasonId, e.id)]));
}

/** The organizer's view without what is the organizers' alone (conflicts, minRoundsUnreachable, the keys) and
 * without what names an unlisted tournament (its name, slug and id); its results still count. */
export function publicView(seasonId: string, view: SeasonView): PublicSeasonView {
  const { rankedBy, window } = view;
  const ids = publicIds(seasonId, view);
  const hidden = { name: "", slug: "" };
  const events = view.events.map((e) => (e.listed ? e : { ...e, ...hidden, id: ids.get(e.id)! }));
  const rows = view.rows.map(({ key, ...row }) => ({
    ref: rowRef(seasonId, key),
    ...row,
    events: row.events.map((e) => (e.listed ? e : { ...e, ...hidden, event: ids.get(e.event) ?? eventRef(seasonId, e.event) })),
  }));
  return { rankedBy, window, events, rows };
}

async function headOf(db: Queryable, season: StoredSeason) {
  const [club] = await db.select({ name: clubs.name, slug: clubs.slug }).from(clubs).where(eq(clubs.id, season.clubId));
  const { id, slug, name, game, subject, value, rule, window } = season;
  return { id, slug, name, game, subject, value, rule, window, club: club ?? { name: "", slug: "" } };
}

/** The seasons a club's public page lists (its own and those it joined), by the club's address; none for an unknown
 * one. */
export async function publicSeasonsOfClubSlug(db: Queryable, clubSlug: string) {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, clubSlug));
  return club ? publicSeasonsOfClub(db, club.id) : [];
}

export async function publicSeason(db: Queryable, season: StoredSeason) {
  const view = await computeSeason(db, season);
  return { season: await headOf(db, season), view: publicView(season.id, view) };
}
export type PublicSeason = Awaited<ReturnType<typeof publicSeason>>;

/** One row's page: the season, the row, and per tournament of the season the start number the row played under
 * there (for a link to that tournament's player page and its place there). Null for a ref no row has. */
export async function publicSeasonPlayer(db: Queryable, season: StoredSeason, ref: string) {
  if (!SEASON_ROW_REF.test(ref)) return null;
  const full = await computeSeason(db, season);
  const row = full.rows.find((r) => rowRef(season.id, r.key) === ref);
  if (!row) return null;
  const played = await entrantsOf(db, season, full, row.key);
  const stats = await playerStatsIn(db, Object.entries(played).map(([tournamentId, p]) => ({ tournamentId, entrantId: p.entrantId })));
  // A start number leads to the tournament's player page: none for an unlisted one. Its statistics stay, under
  // the id the public sees.
  const listed = new Set(full.events.filter((e) => e.listed).map((e) => e.id));
  const ids = publicIds(season.id, full);
  const startNumbers = Object.fromEntries(Object.entries(played).flatMap(([id, p]) => (listed.has(id) ? [[id, p.number]] : [])));
  const data = { season: await headOf(db, season), view: publicView(season.id, full) };
  return {
    ...data,
    row: data.view.rows.find((r) => r.ref === ref)!,
    startNumbers,
    stats: Object.fromEntries([...stats].map(([id, s]) => [ids.get(id) ?? eventRef(season.id, id), s])),
  };
}
export type PublicSeasonPlayer = NonNullable<Awaited<ReturnType<typeof publicSeasonPlayer>>>;

/** Per tournament, the entrant (and its start number) whose player (or fixed pair) is `key` once the season's merges
 * are applied: the same keys as the season's input (rowsOfEvent), with the merges the view applied (those in conflict are not). */
async function entrantsOf(db: Queryable, season: StoredSeason, view: SeasonView, key: string): Promise<Record<string, { entrantId: string; number: number }>> {
  const ids = view.events.filter((e) => e.status !== "draft").map((e) => e.id);
  if (ids.length === 0) return {};
  const seats = await db
    .select({
      tournamentId: entrantPlayers.tournamentId,
      entrantId: entrantPlayers.entrantId,
      number: entrants.number,
      memberId: entrantPlayers.memberId,
      guestFederationNumber: entrantPlayers.guestFederationNumber,
      federationNumber: members.federationNumber,
    })
    .from(entrantPlayers)
    .innerJoin(entrants, eq(entrants.id, entrantPlayers.entrantId))
    .leftJoin(members, eq(members.id, entrantPlayers.memberId))
    .where(inArray(entrantPlayers.tournamentId, ids))
    .orderBy(asc(entrantPlayers.position));
  // One result per key with no rounds: applyMerges moves keys exactly as on the real input, and the entrant of each
  // result stays at its index.
  const numberAt: { entrantId: string; number: number }[][] = [];
  const byTournament = new Map<string, Map<string, typeof seats>>();
  for (const s of seats) {
    const entrantsOf = byTournament.get(s.tournamentId) ?? byTournament.set(s.tournamentId, new Map()).get(s.tournamentId)!;
    (entrantsOf.get(s.entrantId) ?? entrantsOf.set(s.entrantId, []).get(s.entrantId)!).push(s);
  }
  const events: SeasonEvent[] = ids.map((id, i) => {
    const byEntrant = byTournament.get(id) ?? new Map<string, typeof seats>();
    const results: ParticipantResult[] = [];
    numberAt[i] = [];
    const rows = rowsOfEvent(
      [...byEntrant.values()].flat().map((p) => ({ entrantId: p.entrantId, memberId: p.memberId, name: "", fed: p.memberId ? p.federationNumber : p.guestFederationNumber })),
      season.subject,
    );
    for (const [entrantId, own] of rows) {
      for (const row of own) {
        results.push({ key: row.key, rounds: [] });
        numberAt[i]!.push({ entrantId, number: byEntrant.get(entrantId)![0]!.number });
      }
    }
    return { id, date: "", players: 0, rounds: 0, running: false, results };
  });
  const applied = (await activeMerges(db, season.id)).filter((m) => !view.conflicts.some((c) => c.id === m.id));
  const merged = applyMerges({ events }, applied).input;
  const out: Record<string, { entrantId: string; number: number }> = {};
  merged.events.forEach((e, i) => {
    const at = e.results.findIndex((r) => r.key === key);
    if (at >= 0) out[e.id] = numberAt[i]![at]!;
  });
  return out;
}
