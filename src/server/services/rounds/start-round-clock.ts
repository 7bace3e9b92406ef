import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { gameOf } from "@/games";
import { bi } from "@/lib/bilingual";
import { isTime } from "@/lib/schedule";
import { dayBefore, wallClock, zonedInstant } from "@/lib/time-zone";
import { auditLog, matches, rounds } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField, textField } from "../_shared/schemas";
import { lockOpenTournament } from "../_shared/tournament-lock";
import { requireRound } from "./load-round";

/** How far the organizer may set the start back (a round called on paper before it was published) or ahead. */
const MAX_BACK_MS = 12 * 3600_000;
const MAX_AHEAD_MS = 5 * 60_000;

export const startRoundClockInput = z.object({
  roundId: idField,
  /** When the round's time began (ISO time); now when omitted. */
  startedAt: z.iso.datetime({ offset: true, error: bi("Die Startzeit ist keine gültige Uhrzeit.", "The start is not a valid time.") }).optional(),
  /** Or the same as the hall's clock showed it ("09:30", in the tournament's time zone): today, or yesterday when
   * today's would lie ahead (a round begun before midnight). */
  startTime: textField({ de: "Die Startzeit", en: "The start time" })
    .trim()
    .refine(isTime, { message: bi("Bitte eine Uhrzeit angeben (HH:MM).", "Please enter a time (HH:MM).") })
    .optional(),
});

/** The instant a wall time typed in the hall stands for, in the tournament's zone (never the browser's). */
export function startOfWallTime(time: string, zone: string, now: number): Date {
  const today = wallClock(new Date(now), zone).date;
  const at = zonedInstant(today, time, zone);
  return at.getTime() > now + MAX_AHEAD_MS ? zonedInstant(dayBefore(today), time, zone) : at;
}

/** The organizer starts a running round's clock (TSR 8.5.1: the same time for all tables) when play begins, or
 * sets when it began, instead of the moment of publication; the tablets and the projector follow at once. */
export async function startRoundClock({ ctx, input }: ServiceCall<z.infer<typeof startRoundClockInput>>) {
  const { tournament } = await requireRound(ctx.db, ctx, input.roundId);
  const user = ctx.user!;
  const now = Date.now();
  const startedAt = input.startTime
    ? startOfWallTime(input.startTime, tournament.timeZone, now)
    : input.startedAt
      ? new Date(input.startedAt)
      : new Date(now);
  const field = input.startTime ? "startTime" : "startedAt";
  const refuse = (de: string, en: string, on = field) => new DomainError("BAD_REQUEST", de, en, on);
  if (startedAt.getTime() > now + MAX_AHEAD_MS) throw refuse("Die Startzeit liegt in der Zukunft.", "The start lies in the future.");
  if (startedAt.getTime() < now - MAX_BACK_MS) throw refuse("Die Startzeit liegt mehr als 12 Stunden zurück.", "The start lies more than 12 hours back.");
  return ctx.db.transaction(async (tx) => {
    const t = await lockOpenTournament(tx, tournament.id);
    const [round] = await tx.select().from(rounds).where(eq(rounds.id, input.roundId));
    if (!gameOf(t.game).roundMinutes(t.format))
      throw refuse("Dieses Turnier spielt ohne Rundenuhr.", "This tournament plays without a round clock.", "roundId");
    if (round!.status !== "published") throw refuse("Die Uhr läuft nur in einer laufenden Runde.", "Only a round being played has a clock.", "roundId");
    const [struck] = await tx
      .select({ table: matches.tableNumber })
      .from(matches)
      .where(and(eq(matches.roundId, round!.id), isNotNull(matches.struckAfter)));
    if (struck)
      throw refuse(
        `An Tisch ${struck.table} sind die ausstehenden Spiele schon gestrichen; erst die Streichung aufheben.`,
        `Table ${struck.table} has its outstanding games struck already; lift that first.`,
        "roundId",
      );
    const before = round!.clockStartedAt ?? round!.publishedAt!;
    const [updated] = await tx
      .update(rounds)
      .set({ clockStartedAt: startedAt, version: sql`${rounds.version} + 1` })
      .where(eq(rounds.id, round!.id))
      .returning();
    await tx.insert(auditLog).values({
      tournamentId: t.id,
      actorId: user.id,
      actorName: user.name,
      action: "start-round-clock",
      entity: "round",
      entityId: round!.id,
      reason: "",
      before: { round: round!.number, startedAt: before.toISOString() },
      after: { round: round!.number, startedAt: startedAt.toISOString() },
    });
    await publishChange(tx, { tournamentId: t.id, kind: "round", ids: [round!.id] });
    return { roundId: updated!.id, version: updated!.version, startedAt };
  });
}
