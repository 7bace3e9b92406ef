// The world the access walk attacks: a victim organizer's club with members and a pending invitation, an unlisted
// tournament with published rounds, table codes, a takeover at table 1 (device A replaced by device B, approved)
// and deals at that table, a game sheet in the club, and a sheet a device keeps without an account. Then the
// attackers: anonymous, an organizer of another club (with a tournament of his own), the captain of table 2 of the
// same tournament, the captain of a table of another tournament, device A, which the takeover replaced, and another
// game-sheet device (with a sheet of its own).
import { randomUUID } from "node:crypto";
import { eq, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { randomKlammernRecord } from "@/engine";
import { createCaller } from "@/server/api/root";
import type { Database } from "@/server/db";
import * as schema from "@/server/db/schema";
import type { ServiceContext, SessionUser } from "@/server/services/_shared/context";
import { captainSignIn } from "@/server/services/table-entry/captain-sign-in";
import { newSheetDeviceSecret, sheetDeviceHash } from "@/server/services/sheets/sheet-device";
import { loadCaptainSession } from "@/server/services/table-entry/load-captain-session";
import { displayCode } from "@/server/services/rounds/table-code-format";
import { callerFor, makeUser } from "../services";
import { deal, makeTournament } from "../table-entry-fixture";
import { addMembers } from "../tournament-fixtures";
import type { VictimPools } from "./valid-input";

/** Tables that record refused attempts on purpose (rate limits count failures). */
export const ATTEMPT_TABLES = new Set(["auth_failures", "table_code_attempts", "sign_up_attempts"]);
export const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable) && !ATTEMPT_TABLES.has(getTableName(v)));

export type AttackerName = "anonymous" | "otherOrganizer" | "captainOfOtherTable" | "captainOfOtherTournament" | "replacedDevice" | "otherSheetDevice";

export interface World {
  victim: SessionUser;
  clubId: string;
  clubSlug: string;
  tournamentId: string;
  slug: string;
  /** The victim's season (ranking list), served publicly by its exact slug. */
  seasonId: string;
  seasonSlug: string;
  sheetId: string;
  shareToken: string;
  /** Every id, slug, code, token and email of the victim's rows, by input field. */
  pools: VictimPools;
  /** What must never reach an attacker: every victim id and string above, and the victim's names. */
  victimTexts: string[];
  /** What makes an input name the victim's rows: his ids (a slug, code or token typed into a name field of the
   * attacker's own names nothing). */
  foreignKeys: string[];
  /** Never in any public answer, not even one that legitimately shows the tournament or the sheet. */
  secrets: string[];
  /** The captain session tokens of the victim's tournament (the cookie values). */
  captainTokens: string[];
  /** Every row of the database before the attackers' own worlds were built, as counted row hashes by table. */
  victimRows: RowHashes;
  /** The attacker's own containers (his club, tournament, rounds, sheet), for inputs that mix them with the
   * victim's ids: my tournament, your entrant. */
  ownContainers: Partial<Record<AttackerName, Record<string, string[]>>>;
  /** Ids an attacker legitimately holds (the captain of table 2: his own match), left out of his inputs. */
  own: Record<AttackerName, Set<string>>;
  contexts: Record<AttackerName, () => Promise<ServiceContext>>;
}

export type RowHashes = Map<string, Map<string, number>>;

/** Every row of every table (the attempt counters excepted) as counted row hashes. */
export async function rowHashes(db: Database): Promise<RowHashes> {
  const out: RowHashes = new Map();
  for (const table of tables) {
    const counts = new Map<string, number>();
    for (const r of rowsOf<{ h: string }>(await db.execute(sql`select hashtext(t::text)::text as h from ${table} t`))) counts.set(r.h, (counts.get(r.h) ?? 0) + 1);
    out.set(getTableName(table), counts);
  }
  return out;
}

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
const singular = (table: string) =>
  table.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()).replace(/(ch|sh|ss|x)es$/, "$1").replace(/s$/, "");

async function signIn(db: Database, code: string, deviceId: string, address: string) {
  return captainSignIn({ ctx: { db, user: null, clientAddress: address }, input: { code, deviceId } });
}

export async function buildWorld(db: Database): Promise<World> {
  // The first account of a database is the administrator: neither victim nor attacker.
  await makeUser(db, "Verwalterin");
  const victim = await makeUser(db, "Opferleitung");
  const fx = await makeTournament(db, victim, { tables: 3, rounds: 2, deals: 4 });
  const [tournament] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, fx.tournamentId));
  const [club] = await db.select().from(schema.clubs).where(eq(schema.clubs.id, tournament!.clubId));
  const api = callerFor(db, victim);
  await addMembers(db, club!.id, 3);
  await api.club.inviteOrganizer({ clubId: club!.id, email: "eingeladene-orga@example.org", role: "organizer" });
  // A season of the victim's club counting the tournament, with a guest merged into a member (and one undone).
  const season = await api.season.create({ clubId: club!.id, name: "Opferwertung", game: tournament!.game, rule: { kind: "sum" }, window: { kind: "rolling", months: 12 } });
  await api.season.addEvent({ seasonId: season.id, tournamentId: fx.tournamentId });
  await db.insert(schema.seasonMerges).values({ seasonId: season.id, fromKey: "guest:x:0", intoKey: "guest:y:0", createdBy: victim.id });
  const codeSheet = await api.table.issueCodes({ tournamentId: fx.tournamentId, round: 1 });
  const codeOf = (table: number) => codeSheet.tables.find((x) => x.tableNumber === table)!.captain!.code;

  // Table 1: device A signs in and enters a deal; device B takes over, the organizer approves; B enters one more.
  const table1 = fx.tables[0]![0]!;
  const a = await signIn(db, codeOf(1), "victim-device-A-0123456789", "198.51.100.1");
  const captain = async (token: string): Promise<ServiceContext> => ({ db, user: null, clientAddress: "198.51.100.9", captain: await loadCaptainSession(db, token) });
  let view = await createCaller(await captain(a.token)).table.match({ matchId: table1 });
  await createCaller(await captain(a.token)).table.submitDeal({ matchId: table1, matchVersion: view.match.version, number: 1, record: deal(0), idempotencyKey: randomUUID() });
  const b = await signIn(db, codeOf(1), "victim-device-B-0123456789", "198.51.100.2");
  await api.table.approveTakeover({ sessionId: b.session.id });
  view = await createCaller(await captain(b.token)).table.match({ matchId: table1 });
  await createCaller(await captain(b.token)).table.submitDeal({ matchId: table1, matchVersion: view.match.version, number: 2, record: deal(1), idempotencyKey: randomUUID() });
  // Table 2: its captain, an attacker of table 1.
  const c = await signIn(db, codeOf(2), "table-2-device-0123456789", "198.51.100.3");
  // Table 3: held by device E; device F asks to take over (pending: only the victim may approve it).
  await signIn(db, codeOf(3), "victim-device-E-0123456789", "198.51.100.5");
  const pending = await signIn(db, codeOf(3), "victim-device-F-0123456789", "198.51.100.6");

  const sheet = await api.sheet.create({ game: "klammern", clubId: club!.id, title: "Opferblock Stammtisch", players: [{ name: "Opferspielerin Greta" }, { name: "Opferspieler Hans" }] });
  await api.sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: 1, record: randomKlammernRecord(1, { players: 2, dealer: 0 }) as never, idempotencyKey: randomUUID() });
  const [sheetRow] = await db.select().from(schema.sheets).where(eq(schema.sheets.id, sheet.id));
  // A sheet started signed out: the victim's phone holds its secret.
  const victimSecret = newSheetDeviceSecret();
  const onPhone = createCaller({ db, user: null, clientAddress: "198.51.100.7", sheetDevice: sheetDeviceHash(victimSecret) });
  const phoneSheet = await onPhone.sheet.create({ game: "klammern", title: "Opferblock Handy", players: [{ name: "Opferspielerin Ute" }, { name: "Opferspieler Veit" }] });
  await onPhone.sheet.enterDeal({ sheetId: phoneSheet.id, version: phoneSheet.version, number: 1, record: randomKlammernRecord(2, { players: 2, dealer: 0 }) as never, idempotencyKey: randomUUID() });

  // The victim's pools: every row now in the database is the victim's (the administrator's excepted).
  const idsByField: Record<string, string[]> = {};
  const ids = new Set<string>();
  for (const table of tables) {
    for (const column of Object.values(getTableColumns(table)).filter((col) => col.columnType === "PgUUID")) {
      const field = column.name === "id" ? `${singular(getTableName(table))}Id` : column.name.replace(/_(\w)/g, (_, ch: string) => ch.toUpperCase());
      const rows = rowsOf<{ id: string }>(await db.execute(sql`select distinct ${sql.identifier(column.name)}::text as id from ${table} limit 50`));
      for (const r of rows) {
        if (!r.id) continue;
        (idsByField[field] ??= []).push(r.id);
        ids.add(r.id);
      }
    }
  }
  const [admin] = await db.select().from(schema.users).where(eq(schema.users.name, "Verwalterin"));
  ids.delete(admin!.id);
  for (const list of Object.values(idsByField)) list.splice(0, list.length, ...list.filter((x) => x !== admin!.id));
  // The prime target of each field first: table 1 (taken over, with deals), the pending takeover request.
  const first = (field: string, id: string) => (idsByField[field] = [id, ...(idsByField[field] ?? []).filter((x) => x !== id)]);
  first("matchId", table1);
  first("tournamentId", fx.tournamentId);
  first("clubId", club!.id);
  first("sheetId", sheet.id);
  first("roundId", fx.roundIds[0]!);
  first("userId", victim.id);
  // A captain session's id is also the takeover request an organizer approves.
  idsByField.sessionId = [pending.session.id, ...(idsByField.captainSessionId ?? []).filter((x) => x !== pending.session.id)];
  const codes = rowsOf<{ code: string }>(await db.execute(sql`select code from table_codes`)).flatMap((r) => [r.code, displayCode(r.code)]);
  const emails = rowsOf<{ email: string }>(await db.execute(sql`select email from users where id <> ${admin!.id} union select email from club_invitations`)).map((r) => r.email);
  const strings = [tournament!.slug, club!.slug, sheetRow!.shareToken!, phoneSheet.shareToken!, ...codes, ...emails];
  const names = rowsOf<{ n: string }>(
    await db.execute(sql`select name as n from clubs union select name from tournaments union select first_name || ' ' || last_name from members union select title from sheets union select name from users where id <> ${admin!.id}`),
  ).map((r) => r.n);
  const tokens = [a.token, b.token, c.token, pending.token];
  const devices = rowsOf<{ d: string }>(await db.execute(sql`select device_id as d from captain_sessions`)).map((r) => r.d);

  const victimRows = await rowHashes(db);

  // The attackers' own worlds, after the pools were taken.
  const other = await makeUser(db, "Fremdleitung");
  const foreign = await makeTournament(db, other, { tables: 2, rounds: 1, deals: 4 });
  const [foreignTournament] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, foreign.tournamentId));
  const foreignSheet = await callerFor(db, other).sheet.create({ game: "klammern", clubId: foreignTournament!.clubId, players: [{ name: "Fremd A" }, { name: "Fremd B" }] });
  const foreignCodes = await callerFor(db, other).table.issueCodes({ tournamentId: foreign.tournamentId, round: 1 });
  const d = await signIn(db, foreignCodes.tables[0]!.captain!.code, "foreign-device-0123456789", "198.51.100.4");
  const otherDevice = sheetDeviceHash(newSheetDeviceSecret());
  const deviceCtx = async (): Promise<ServiceContext> => ({ db, user: null, clientAddress: "203.0.113.3", sheetDevice: otherDevice });
  const otherDeviceSheet = await createCaller(await deviceCtx()).sheet.create({ game: "klammern", players: [{ name: "Fremd C" }, { name: "Fremd D" }] });

  return {
    victim,
    clubId: club!.id,
    clubSlug: club!.slug,
    tournamentId: fx.tournamentId,
    slug: tournament!.slug,
    seasonId: season.id,
    seasonSlug: season.slug,
    sheetId: sheet.id,
    shareToken: sheetRow!.shareToken!,
    pools: { idsByField, ids: [...ids], strings, stringsByField: { token: [sheetRow!.shareToken!, phoneSheet.shareToken!], slug: [tournament!.slug], code: codes, email: emails } },
    victimTexts: [...ids, ...strings, ...names, ...tokens].filter((s) => s.length >= 6),
    captainTokens: tokens,
    foreignKeys: [...ids],
    victimRows,
    ownContainers: {
      otherOrganizer: { clubId: [foreignTournament!.clubId], tournamentId: [foreign.tournamentId], roundId: foreign.roundIds, sheetId: [foreignSheet.id] },
      otherSheetDevice: { sheetId: [otherDeviceSheet.id] },
    },
    secrets: [...emails, ...codes, ...tokens, ...devices, victim.id, victimSecret, sheetDeviceHash(victimSecret)!],
    own: {
      anonymous: new Set(),
      otherOrganizer: new Set(),
      captainOfOtherTable: new Set([c.session.matchId]),
      captainOfOtherTournament: new Set(),
      replacedDevice: new Set(),
      otherSheetDevice: new Set(),
    },
    contexts: {
      anonymous: async () => ({ db, user: null, clientAddress: "203.0.113.1" }),
      otherOrganizer: async () => ({ db, user: other, clientAddress: "203.0.113.2" }),
      captainOfOtherTable: () => captain(c.token),
      captainOfOtherTournament: () => captain(d.token),
      replacedDevice: () => captain(a.token),
      otherSheetDevice: deviceCtx,
    },
  };
}
