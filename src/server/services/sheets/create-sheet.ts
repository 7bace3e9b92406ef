import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { gameIds, gameOf } from "@/games";
import { bi } from "@/lib/bilingual";
import { members, sheets, type SheetPlayer } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField, intField, jsonObjectField, nameField, textField } from "../_shared/schemas";
import { requireKeeper } from "./sheet-access";
import { newShareToken } from "./share-link";
import { sheetView } from "./sheet-view";

const playerField = z.union([z.object({ name: nameField("Der Name", "The name") }).strict(), z.object({ memberId: idField }).strict()], {
  error: bi("Ein Spieler ist ein Name oder ein Mitglied.", "A player is a name or a member."),
});

export const createSheetInput = z.object({
  game: z.enum(gameIds, { error: bi("Das Spiel ist Klammern oder Doppelkopf.", "The game is Klammern or Doppelkopf.") }),
  title: textField({ de: "Der Titel", en: "The title" })
    .trim()
    .max(80, bi("Der Titel darf höchstens 80 Zeichen haben.", "The title may have at most 80 characters."))
    .optional(),
  /** The club the sheet is played in (its organizers see it; its members may be players). */
  clubId: idField.optional(),
  players: z
    .array(playerField, bi("Die Spieler sind eine Liste.", "The players are a list."))
    .min(2, bi("Mindestens zwei Spieler.", "At least two players."))
    .max(5, bi("Höchstens fünf Spieler.", "At most five players.")),
  firstDealer: intField({ de: "Der erste Geber", en: "The first dealer" }, 0, 4).default(0),
  /** Klammern: the target (default by players: 301, 501, 701). */
  target: intField({ de: "Das Ziel", en: "The target" }, 1, 100_000).optional(),
  /** Doppelkopf: the games of the evening; omitted or null for an open evening. */
  games: intField({ de: "Die Zahl der Spiele", en: "The number of games" }, 1, 200).nullable().optional(),
  /** The rules (preset and options as in the rule documents); the game's defaults when omitted. */
  rules: jsonObjectField({ de: "Die Regeln", en: "The rules" }, { maxDepth: 2, maxBytes: 4096 }).optional(),
});

const refuse = (field: string, de: string, en: string) => new DomainError("BAD_REQUEST", de, en, field);

/** A device without an account keeps at most this many sheets (its list shows them all); an account has no limit. */
export const DEVICE_SHEET_LIMIT = 200;

/** Anyone starts a sheet in a few taps: the game, the players by name (or members of a club the account organizes),
 * and the end; the engine's rules decide what is allowed. Signed in, the account owns it; signed out, this device
 * (its secret's cookie, set by the page before the call) until an account claims it. */
export async function createSheet({ ctx, input }: ServiceCall<z.infer<typeof createSheetInput>>) {
  requireKeeper(ctx);
  const user = ctx.user;
  const game = gameOf(input.game);
  const count = input.players.length;
  if (!game.sheet.playerCounts.includes(count))
    throw refuse("players", `${game.name.de} auf einem Spielblock: ${game.sheet.playerCounts.join(", ")} Spieler, nicht ${count}.`, `${game.name.en} on a game sheet: ${game.sheet.playerCounts.join(", ")} players, not ${count}.`);
  if (input.firstDealer >= count) throw refuse("firstDealer", "Der erste Geber muss einer der Spieler sein.", "The first dealer must be one of the players.");
  const end = game.sheet.defaultEnd(count);
  if (input.target !== undefined && end.target === null) throw refuse("target", "Ein Ziel gibt es nur bei Klammern.", "Only Klammern has a target.");
  if (input.games !== undefined && input.games !== null && end.target !== null) throw refuse("games", "Eine Zahl von Spielen gibt es nur bei Doppelkopf.", "Only Doppelkopf has a number of games.");
  const target = end.target === null ? null : (input.target ?? end.target);
  // The target is a rule of the game (Klammern's `target`): the engine says which are allowed.
  const rulesCheck = (rules: Record<string, unknown>, field: string) => {
    const parsed = game.parseRules(rules, field);
    if (!parsed.ok) throw refuse(field, parsed.errors.map((e) => e.message).join(" "), parsed.errors.map((e) => e.messageEn).join(" "));
    return parsed.value;
  };
  if (target !== null) rulesCheck({ target }, "target");
  const rules = rulesCheck({ ...input.rules, ...(target === null ? {} : { target }) }, "rules");
  if (input.clubId) await requireClubRole(ctx.db, ctx, input.clubId);
  if (!user) await requireRoomOnDevice(ctx.db, ctx.sheetDevice!);
  const players = await namePlayers(ctx.db, input.clubId, input.players);
  const names = players.map((p) => p.name.toLocaleLowerCase("de"));
  if (new Set(names).size !== names.length) throw refuse("players", "Jeder Spieler nur einmal, jeder Name nur einmal.", "Each player once, each name once.");

  const [sheet] = await ctx.db
    .insert(sheets)
    .values({
      ownerId: user?.id ?? null,
      deviceHash: user ? null : ctx.sheetDevice!,
      clubId: input.clubId ?? null,
      game: input.game,
      title: input.title || `${game.name.de} · ${players.map((p) => p.name).join(", ")}`.slice(0, 80),
      players,
      rules: { ...rules } as Record<string, unknown>,
      firstDealer: input.firstDealer,
      target,
      games: end.target === null ? (input.games ?? null) : null,
      shareToken: newShareToken(),
    })
    .returning();
  return sheetView(ctx.db, sheet!, { owner: true });
}

async function requireRoomOnDevice(db: Parameters<typeof requireClubRole>[0], device: string) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(sheets).where(and(isNull(sheets.ownerId), eq(sheets.deviceHash, device)));
  if (n >= DEVICE_SHEET_LIMIT)
    throw new DomainError(
      "CONFLICT",
      `Auf diesem Gerät liegen schon ${DEVICE_SHEET_LIMIT} Blöcke ohne Konto. Bitte anmelden oder ein Konto anlegen und sie übernehmen.`,
      `This device already keeps ${DEVICE_SHEET_LIMIT} sheets without an account. Please sign in or create an account and claim them.`,
    );
}

/** Names the players: a name as given, a member of the sheet's club as the club knows him. */
async function namePlayers(db: Parameters<typeof requireClubRole>[0], clubId: string | undefined, players: z.infer<typeof playerField>[]): Promise<SheetPlayer[]> {
  const ids = players.flatMap((p) => ("memberId" in p ? [p.memberId] : []));
  if (ids.length && !clubId) throw refuse("clubId", "Mitglieder spielen auf einem Block ihres Vereins: bitte den Verein wählen.", "Members play on a sheet of their club: please choose the club.");
  const rows = ids.length ? await db.select().from(members).where(and(eq(members.clubId, clubId!), inArray(members.id, ids))) : [];
  return players.map((p, i) => {
    if ("name" in p) return { name: p.name, memberId: null };
    const m = rows.find((r) => r.id === p.memberId);
    if (!m) throw refuse(`players.${i}.memberId`, "Dieses Mitglied gehört nicht zum Verein des Blocks.", "This member does not belong to the sheet's club.");
    return { name: `${m.firstName} ${m.lastName}`, memberId: m.id };
  });
}
