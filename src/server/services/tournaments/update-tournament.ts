import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rounds, tournaments } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField, versionField } from "../_shared/schemas";
import { lockTournament } from "../_shared/tournament-lock";
import { parseTournamentRules, storedTimeZone, tournamentSettingsShape } from "./tournament-settings";
import { publishChange } from "../_shared/publish-change";
import { GAMES, gameOf } from "@/games";
import { formatOf, asTournament } from "../_shared/tournament-format";

export const updateTournamentInput = z
  .object(tournamentSettingsShape)
  .partial()
  .extend({ tournamentId: idField, version: versionField });

/** Settings that decide how a table is played and scored: frozen once round 1 has started, with the game's own
 * format fields (src/games frozenFormat). */
const FROZEN: Record<string, { de: string; en: string }> = {
  rules: { de: "Die Regeln stehen fest", en: "The rules are frozen" },
  entryMode: { de: "Die Eingabe am Tisch steht fest", en: "The table entry mode is frozen" },
};

/** A format field of another game than the tournament's, named in the refusal. */
function foreignFormatField(game: string, input: object): string | undefined {
  const own = Object.keys(gameOf(game).formatFields);
  const all = Object.values(GAMES).flatMap((g) => Object.keys(g.formatFields));
  return Object.entries(input).find(([key, value]) => value !== undefined && all.includes(key) && !own.includes(key))?.[0];
}

/** Stable comparison of JSON values (key order does not matter). */
function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, w]) => [k, norm(w)]))
      : Array.isArray(v)
        ? v.map(norm)
        : v;
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/** A format field's default: what a tournament stored before the field existed has (undefined for other keys). */
function formatDefault(game: string, key: string): unknown {
  const field = (gameOf(game).formatShape as Record<string, z.ZodType | undefined>)[key];
  return field?.safeParse(undefined).data;
}

const definedFields = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Changes any subset of the settings. The edit names the version it read (stale: CONFLICT). Once round 1 has
 * been published the rules, the entry mode and the game's format fields (src/games frozenFormat) stay as they are;
 * a format field of another game is refused. */
export async function updateTournament({ ctx, input }: ServiceCall<z.infer<typeof updateTournamentInput>>) {
  const { game } = await requireTournament(ctx.db, ctx, input.tournamentId);
  const foreign = foreignFormatField(game, input);
  if (foreign)
    throw new DomainError(
      "BAD_REQUEST",
      `Diese Einstellung gibt es bei ${gameOf(game).name.de} nicht.`,
      `${gameOf(game).name.en} has no such setting.`,
      foreign,
    );
  const rules = input.rules === undefined ? undefined : parseTournamentRules(game, input.rules);
  return ctx.db.transaction(async (tx) => {
    const current = await lockTournament(tx, input.tournamentId);
    if (current.version !== input.version) throw staleVersion();
    const next = { ...input, rules };
    if (current.rulesFrozenAt) {
      const frozen = { ...FROZEN, ...gameOf(game).frozenFormat };
      const values = next as Record<string, unknown>;
      const stored = current as unknown as Record<string, unknown>;
      for (const [key, words] of Object.entries(frozen)) {
        if (values[key] !== undefined && !same(values[key], stored[key] ?? formatDefault(game, key))) {
          throw new DomainError("BAD_REQUEST", `${words.de}, seit Runde 1 begonnen hat.`, `${words.en} since round 1 started.`, key);
        }
      }
    }
    if (input.roundsPlanned !== undefined) {
      const [{ paired } = { paired: 0 }] = await tx
        .select({ paired: sql<number>`coalesce(max(${rounds.number}), 0)::int` })
        .from(rounds)
        .where(eq(rounds.tournamentId, input.tournamentId));
      if (input.roundsPlanned < paired) {
        throw new DomainError(
          "BAD_REQUEST",
          `Es sind schon ${paired} Runden ausgelost; weniger geht nicht mehr.`,
          `${paired} rounds are already paired; the number cannot go below that.`,
          "roundsPlanned",
        );
      }
    }
    const [row] = await tx
      .update(tournaments)
      .set({
        name: input.name,
        date: input.date,
        venue: input.venue === undefined ? undefined : input.venue || null,
        rules: rules as unknown as Record<string, unknown> | undefined,
        roundsPlanned: input.roundsPlanned,
        // The format's fields that the edit names replace the stored ones; the others stay.
        format: formatOf(game, { ...current.format, ...definedFields(input) }),
        visibility: input.visibility,
        entryMode: input.entryMode,
        timeZone: input.timeZone === undefined ? undefined : storedTimeZone(input.timeZone),
        version: sql`${tournaments.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(tournaments.id, input.tournamentId), eq(tournaments.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    await publishChange(tx, { tournamentId: row.id, kind: "tournament" });
    return asTournament(row);
  });
}
