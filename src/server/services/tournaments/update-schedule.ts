import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { isTime, planSchedule, shiftLaterRounds, type RoundPlan } from "@/lib/schedule";
import { tournaments } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField, intField, textField, versionField } from "../_shared/schemas";
import { roundPlanField } from "./tournament-settings";
import { publishChange } from "../_shared/publish-change";

const minutesField = (min: number) => intField({ de: "Die Minutenzahl", en: "The number of minutes" }, min, 600);

export const updateScheduleInput = z.object({
  tournamentId: idField,
  version: versionField,
  change: z.discriminatedUnion("kind", [
    /** The whole plan as typed. */
    z.object({ kind: z.literal("set"), rounds: z.array(roundPlanField).max(99) }),
    /** A fresh plan for every planned round: back to back from a first start, with breaks. */
    z.object({
      kind: z.literal("plan"),
      firstStart: textField({ de: "Die Startzeit", en: "The start time" }).refine(isTime, { message: bi("Bitte eine Uhrzeit angeben (HH:MM).", "Please enter a time (HH:MM).") }),
      minutes: minutesField(5),
      breakMinutes: minutesField(0),
    }),
    /** A round runs late (negative: early): later rounds move by that many minutes. */
    z.object({
      kind: z.literal("delay"),
      round: intField({ de: "Die Runde", en: "The round" }, 1, 99),
      minutes: intField({ de: "Die Verschiebung in Minuten", en: "The delay in minutes" }, -180, 600),
    }),
  ]),
});

function bad(de: string, en: string, field: string): DomainError {
  return new DomainError("BAD_REQUEST", de, en, field);
}

/** The day's schedule: set it, plan it from a first start, or shift the later rounds when a round runs late. */
export async function updateSchedule({ ctx, input }: ServiceCall<z.infer<typeof updateScheduleInput>>) {
  const t = await requireTournament(ctx.db, ctx, input.tournamentId);
  const { change } = input;
  let schedule: RoundPlan[];
  if (change.kind === "set") {
    const seen = new Set<number>();
    for (const p of change.rounds) {
      if (p.round > t.roundsPlanned)
        throw bad(`Das Turnier hat nur ${t.roundsPlanned} Runden.`, `The tournament has only ${t.roundsPlanned} rounds.`, "change.rounds");
      if (seen.has(p.round))
        throw bad(`Runde ${p.round} steht zweimal im Plan.`, `Round ${p.round} appears twice in the plan.`, "change.rounds");
      seen.add(p.round);
    }
    schedule = [...change.rounds].sort((a, b) => a.round - b.round);
  } else if (change.kind === "plan") {
    schedule = planSchedule(t.roundsPlanned, change.firstStart, change.minutes, change.breakMinutes);
  } else {
    if (!t.schedule.some((p) => p.round === change.round))
      throw bad(`Für Runde ${change.round} ist keine Zeit geplant.`, `Round ${change.round} has no planned time.`, "change.round");
    schedule = shiftLaterRounds(t.schedule, change.round, change.minutes);
  }
  const [row] = await ctx.db
    .update(tournaments)
    .set({ schedule, version: sql`${tournaments.version} + 1`, updatedAt: new Date() })
    .where(and(eq(tournaments.id, t.id), eq(tournaments.version, input.version)))
    .returning();
  if (!row) throw staleVersion();
  await publishChange(ctx.db, { tournamentId: row.id, kind: "tournament" }); // the projector's round clock
  return row;
}
