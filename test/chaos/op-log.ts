// The chaos suite's ledger (issue 16): every deal a tablet sends is logged as invoked, then with what the device
// heard (acked, refused, failed, timed-out), to test-results/chaos/<scenario>.jsonl. After a scenario, verify()
// holds the database to that log: no acknowledged deal lost or stored twice, no refused one stored.
//
//   const log = new OpLog("retry-storm");
//   const key = newKey();                       // one key per deal; every retry of that deal reuses it
//   const outcome = await log.submit(app.url, table.token, { matchId, matchVersion, number, record, idempotencyKey: key });
//   ...
//   await log.close();
//   const report = await verify(db, log, { expectAllInStandings: true }); // throws listing every problem
//
// An operation is one idempotency key; each HTTP request with it is an attempt. Per key: acked if any attempt was
// acked (stored exactly once, as its receipt says); refused if every attempt was refused (absent); otherwise
// (failed, timed out, no answer logged) unknown (stored at most once). Klammern tables only (score = [NS, EW]).
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, type WriteStream } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../src/server/db";
import { captainSubmissions, deals, matches, rounds } from "../../src/server/db/schema";
import { loadPublicTournament } from "../../src/server/services/public/public-tournament-data";
import { withSides } from "../../src/server/services/rounds/table-seats";
import { submitDeal, type DealSubmission, type SubmitOutcome } from "../system/tablet";

export type Outcome = SubmitOutcome | { kind: "timed-out" };
export type OutcomeKind = Outcome["kind"];

/** What an attempt is about: the deal's key, table and number. `via: "organizer"` for a deal entered through the
 * organizer's verb, which keeps no captain_submissions row. */
export interface OpRef {
  key: string;
  matchId: string;
  number: number;
  via?: "captain" | "organizer";
}

interface Attempt {
  seq: number;
  kind: OutcomeKind | "pending";
  outcome?: Outcome;
}

/** Everything the log knows about one key. */
export interface KeyState {
  ref: OpRef;
  attempts: Attempt[];
  /** The first acknowledgement's receipt, if any. */
  receipt?: Extract<Outcome, { kind: "acked" }>["receipt"];
}

export type KeyVerdict = "acked" | "refused" | "unknown";

export interface Counts {
  invoked: number;
  acked: number;
  /** Of the acked: answered from the stored receipt (`replayed: true`). */
  replayed: number;
  refused: number;
  failed: number;
  timedOut: number;
  keys: number;
}

/** A fresh idempotency key, as the tablet makes one (crypto.randomUUID()). */
export const newKey = (): string => randomUUID();

const RESULTS_DIR = fileURLToPath(new URL("../../test-results/chaos/", import.meta.url));

export class OpLog {
  readonly file: string;
  private readonly out: WriteStream;
  private readonly started = Date.now();
  private readonly byKey = new Map<string, KeyState>();
  private seq = 0;
  private readonly tally = { invoked: 0, acked: 0, replayed: 0, refused: 0, failed: 0, timedOut: 0 };
  private readonly listeners: ((state: KeyState, outcome: Outcome) => void)[] = [];

  constructor(readonly scenario: string) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    this.file = path.join(RESULTS_DIR, `${scenario}.jsonl`);
    this.out = createWriteStream(this.file, { flags: "w" });
    this.write({ event: "start", scenario, at: new Date(this.started).toISOString() });
  }

  /** Sends one attempt through the tablet's HTTP submit, logged before and after. */
  submit(baseUrl: string, token: string, input: DealSubmission, timeoutMs?: number): Promise<Outcome> {
    return this.track({ key: input.idempotencyKey, matchId: input.matchId, number: input.number }, () => submitDeal(baseUrl, token, input, timeoutMs), {
      matchVersion: input.matchVersion,
    });
  }

  /** Logs an attempt of any transport: invoked, then `send`'s outcome (a throw is logged as failed, then rethrown). */
  async track(ref: OpRef, send: () => Promise<Outcome>, extra: Record<string, unknown> = {}): Promise<Outcome> {
    let state = this.byKey.get(ref.key);
    if (!state) this.byKey.set(ref.key, (state = { ref, attempts: [] }));
    else if (state.ref.matchId !== ref.matchId || state.ref.number !== ref.number)
      throw new Error(`key ${ref.key} reused for another deal (${ref.matchId} #${ref.number}); give every deal its own key`);
    const attempt: Attempt = { seq: ++this.seq, kind: "pending" };
    state.attempts.push(attempt);
    this.tally.invoked++;
    this.write({ event: "invoked", seq: attempt.seq, ...ref, ...extra });
    let outcome: Outcome;
    try {
      outcome = await send();
    } catch (e) {
      this.settle(state, attempt, { kind: "failed", error: `thrown: ${(e as Error).message}` });
      throw e;
    }
    this.settle(state, attempt, outcome);
    return outcome;
  }

  private settle(state: KeyState, attempt: Attempt, outcome: Outcome) {
    attempt.kind = outcome.kind;
    attempt.outcome = outcome;
    if (outcome.kind === "acked") {
      this.tally.acked++;
      if (outcome.receipt.replayed) this.tally.replayed++;
      state.receipt ??= outcome.receipt;
    } else if (outcome.kind === "refused") this.tally.refused++;
    else if (outcome.kind === "failed") this.tally.failed++;
    else this.tally.timedOut++;
    const { kind, ...detail } = outcome;
    this.write({ event: kind, seq: attempt.seq, key: state.ref.key, ...detail });
    for (const listen of this.listeners) listen(state, outcome);
  }

  /** Calls `listen` with every outcome as it arrives (a scenario timing the first acknowledgement after a restart). */
  onOutcome(listen: (state: KeyState, outcome: Outcome) => void) {
    this.listeners.push(listen);
  }

  /** A note in the log (a crash, a restart), so the JSONL tells the story in order. */
  note(what: string, extra: Record<string, unknown> = {}) {
    this.write({ event: "note", what, ...extra });
  }

  counts(): Counts {
    return { ...this.tally, keys: this.byKey.size };
  }

  keys(): ReadonlyMap<string, KeyState> {
    return this.byKey;
  }

  verdict(state: KeyState): KeyVerdict {
    if (state.attempts.some((a) => a.kind === "acked")) return "acked";
    return state.attempts.every((a) => a.kind === "refused") ? "refused" : "unknown";
  }

  /** One line for CI's log. */
  summary(): string {
    const c = this.counts();
    return `[chaos] ${this.scenario}: ${c.keys} deals, ${c.invoked} invoked, ${c.acked} acked (${c.replayed} replayed), ${c.refused} refused, ${c.failed} failed, ${c.timedOut} timed-out`;
  }

  async close(): Promise<void> {
    this.write({ event: "end", ms: Date.now() - this.started, ...this.counts() });
    await new Promise<void>((resolve, reject) => this.out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  }

  private write(entry: Record<string, unknown>) {
    this.out.write(`${JSON.stringify({ t: Date.now() - this.started, ...entry })}\n`);
  }
}

export interface VerifyOptions {
  /** Every logged table must be counted in the public standings (its round closed or the table confirmed);
   * without it a table the standings leave out is not checked there. */
  expectAllInStandings?: boolean;
}

export interface VerifyReport {
  problems: string[];
  matches: number;
  dealsStored: number;
  /** Keys by verdict, and of the unknown ones how many were stored after all. */
  acked: number;
  refused: number;
  unknown: number;
  unknownStored: number;
  /** Logged tables the public standings count (each seen from both pairs). */
  tablesInStandings: number;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Holds the database to the log; returns every problem found (empty when the promise holds). */
export async function check(db: Database, log: OpLog, options: VerifyOptions = {}): Promise<VerifyReport> {
  const problems: string[] = [];
  const keyStates = [...log.keys().values()];
  const matchIds = [...new Set(keyStates.map((s) => s.ref.matchId))];
  const report: VerifyReport = { problems, matches: matchIds.length, dealsStored: 0, acked: 0, refused: 0, unknown: 0, unknownStored: 0, tablesInStandings: 0 };
  if (matchIds.length === 0) return report;

  const stored = await db.select().from(deals).where(inArray(deals.matchId, matchIds)).orderBy(asc(deals.matchId), asc(deals.number));
  report.dealsStored = stored.length;
  const dealsByKey = new Map<string, (typeof stored)[number][]>();
  for (const d of stored) if (d.idempotencyKey) (dealsByKey.get(d.idempotencyKey) ?? dealsByKey.set(d.idempotencyKey, []).get(d.idempotencyKey)!).push(d);
  const submissions = await db.select().from(captainSubmissions).where(inArray(captainSubmissions.matchId, matchIds));
  const submissionByKey = new Map(submissions.map((s) => [s.idempotencyKey, s]));

  // Each key against the rows stored under it.
  for (const state of keyStates) {
    const { key, matchId, number } = state.ref;
    const verdict = log.verdict(state);
    report[verdict]++;
    const rows = dealsByKey.get(key) ?? [];
    const submission = submissionByKey.get(key);
    const where = `key ${key} (table ${matchId.slice(0, 8)}, deal ${number}, ${state.attempts.map((a) => a.kind).join("/")})`;
    if (verdict === "acked") {
      if (rows.length !== 1) problems.push(`${where}: acknowledged but stored ${rows.length} times`);
      const row = rows[0];
      if (row && state.receipt && (row.id !== state.receipt.dealId || row.number !== state.receipt.number))
        problems.push(`${where}: the receipt names deal ${state.receipt.number} (${state.receipt.dealId}), stored is ${row.number} (${row.id})`);
      if (row && row.matchId !== matchId) problems.push(`${where}: stored on another table`);
    } else if (verdict === "refused") {
      if (rows.length) problems.push(`${where}: refused but stored`);
    } else {
      if (rows.length > 1) problems.push(`${where}: stored ${rows.length} times`);
      if (rows.length) report.unknownStored++;
    }
    // The receipt row is written in the deal's transaction: one exists exactly when the deal does.
    if ((state.ref.via ?? "captain") === "captain") {
      if (rows.length && !submission) problems.push(`${where}: deal stored without its captain_submissions row`);
      if (!rows.length && submission) problems.push(`${where}: captain_submissions row without its deal`);
      if (rows[0] && submission && (submission.result as { dealId?: string }).dealId !== rows[0].id)
        problems.push(`${where}: captain_submissions names another deal`);
    }
  }
  const logged = new Set(log.keys().keys());
  for (const d of stored)
    if (!d.idempotencyKey || !logged.has(d.idempotencyKey)) problems.push(`deal ${d.number} of table ${d.matchId.slice(0, 8)} (${d.id}) was stored, but no logged operation sent it`);

  // Per table: numbers 1..n, and the table's points are the sum of its deals.
  const matchRows = await withSides(db, await db.select().from(matches).where(inArray(matches.id, matchIds)));
  const sides = new Map<string, { ns: number; ew: number }>();
  for (const m of matchRows) {
    const own = stored.filter((d) => d.matchId === m.id);
    const numbers = own.map((d) => d.number);
    if (numbers.some((n, i) => n !== i + 1)) problems.push(`table ${m.tableNumber}: deal numbers ${numbers.join(",")} are not 1..${numbers.length}`);
    const ns = sum(own.map((d) => d.score[0] ?? 0));
    const ew = sum(own.map((d) => d.score[1] ?? 0));
    sides.set(m.id, { ns, ew });
    if (m.nsPoints !== ns || m.ewPoints !== ew) problems.push(`table ${m.tableNumber}: points ${m.nsPoints}:${m.ewPoints}, its deals sum to ${ns}:${ew}`);
  }

  // The public standings (the page's own snapshot): each pair's points at a logged table are that table's sums.
  const roundRows = await db.select({ id: rounds.id, number: rounds.number }).from(rounds).where(inArray(rounds.id, [...new Set(matchRows.map((m) => m.roundId))]));
  const roundNumber = new Map(roundRows.map((r) => [r.id, r.number]));
  const seen = new Map<string, number>();
  for (const tournamentId of new Set(matchRows.map((m) => m.tournamentId))) {
    const own = matchRows.filter((m) => m.tournamentId === tournamentId);
    const byPlace = new Map(own.map((m) => [`${roundNumber.get(m.roundId)}/${m.tableNumber}`, m]));
    const snapshot = await loadPublicTournament(db, tournamentId);
    for (const row of snapshot.standings.rows) {
      if (row.pointsFor !== sum(row.rounds.map((r) => r.pointsFor)))
        problems.push(`standings, pair ${row.pairNumber}: pointsFor ${row.pointsFor}, its rounds sum to ${sum(row.rounds.map((r) => r.pointsFor))}`);
      for (const r of row.rounds) {
        const m = r.table === null ? undefined : byPlace.get(`${r.round}/${r.table}`);
        if (!m) continue;
        const s = sides.get(m.id)!;
        const [mine, theirs] = r.seats === "NS" ? [s.ns, s.ew] : [s.ew, s.ns];
        if (r.pointsFor !== mine || r.pointsAgainst !== theirs)
          problems.push(`standings, pair ${row.pairNumber}, round ${r.round} table ${r.table}: ${r.pointsFor}:${r.pointsAgainst}, its deals sum to ${mine}:${theirs}`);
        seen.set(m.id, (seen.get(m.id) ?? 0) + 1);
      }
    }
  }
  report.tablesInStandings = [...seen.values()].filter((n) => n === 2).length;
  for (const m of matchRows) {
    const n = seen.get(m.id) ?? 0;
    if (n !== 0 && n !== 2) problems.push(`standings: table ${m.tableNumber} shows for ${n} pairs, not 2`);
    if (n === 0 && options.expectAllInStandings) problems.push(`standings: table ${m.tableNumber} is not counted`);
  }
  return report;
}

/** check(), then throws listing the problems (the first 30); prints the log's summary and the check's figures. */
export async function verify(db: Database, log: OpLog, options: VerifyOptions = {}): Promise<VerifyReport> {
  const report = await check(db, log, options);
  console.log(
    `${log.summary()}; stored ${report.dealsStored} deals on ${report.matches} tables (keys: ${report.acked} acked, ${report.refused} refused, ${report.unknown} unknown of which ${report.unknownStored} stored); ${report.tablesInStandings} tables in the standings; ${report.problems.length} problems`,
  );
  if (report.problems.length) {
    const shown = report.problems.slice(0, 30).join("\n  ");
    throw new Error(`${log.scenario}: ${report.problems.length} problems (log: ${log.file})\n  ${shown}`);
  }
  return report;
}
