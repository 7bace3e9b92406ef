"use client";
// A new game sheet in a few taps: the game, the players by name (2 to 4 for Klammern, 4 or 5 for Doppelkopf), and
// where it ends (Klammern: 301, 501, 701 or another target; Doppelkopf: a number of games or an open evening).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { GameId } from "@/games";
import { useTRPC } from "@/trpc/client";
import { ChoiceButtons } from "../results/choice-buttons";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";

const COUNTS: Record<GameId, number[]> = { klammern: [2, 3, 4], doppelkopf: [4, 5] };
const DEFAULT_TARGET: Record<number, number> = { 2: 301, 3: 501, 4: 701 };

/** `beforeCreate`: signed out, the server action that gives this device its secret (the sheet's owner until an
 * account claims it), run before the sheet is created. */
export function NewSheetForm({ clubs, beforeCreate }: { clubs: { id: string; name: string }[]; beforeCreate?: () => Promise<void> }) {
  const t = useTranslations("sheets");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const create = useMutation(trpc.sheet.create.mutationOptions());
  const [game, setGame] = useState<GameId>("klammern");
  const [count, setCount] = useState(3);
  const [names, setNames] = useState<string[]>(["", "", "", "", ""]);
  const [target, setTarget] = useState<number | "other">(501);
  const [otherTarget, setOtherTarget] = useState("");
  const [games, setGames] = useState("");
  const [preset, setPreset] = useState<"house" | "ddv">("house");
  const [clubId, setClubId] = useState("");
  // With a club chosen, its active members are offered as names; a name that is exactly one member's plays as him.
  const roster = useQuery({ ...trpc.member.list.queryOptions({ clubId, status: "active", limit: 1000 }), enabled: clubId !== "" });
  const memberOf = (name: string) => {
    const hits = (roster.data?.members ?? []).filter((m) => `${m.firstName} ${m.lastName}`.toLocaleLowerCase("de") === name.trim().toLocaleLowerCase("de"));
    return hits.length === 1 ? hits[0]!.id : null;
  };

  const chooseGame = (g: GameId) => {
    setGame(g);
    const n = COUNTS[g].includes(count) ? count : COUNTS[g][0]!;
    setCount(n);
    setTarget(DEFAULT_TARGET[n] ?? 501);
  };
  const chooseCount = (n: number) => {
    setCount(n);
    if (game === "klammern") setTarget(DEFAULT_TARGET[n]!);
  };

  return (
    <form
      noValidate
      aria-label={t("newSheet.label")}
      className="space-y-5"
      onSubmit={async (e) => {
        e.preventDefault();
        errors.clear();
        try {
          await beforeCreate?.();
          const sheet = await create.mutateAsync({
            game,
            players: names.slice(0, count).map((name) => {
              const memberId = clubId ? memberOf(name) : null;
              return memberId ? { memberId } : { name };
            }),
            ...(clubId ? { clubId } : {}),
            ...(game === "klammern"
              ? { target: target === "other" ? Number(otherTarget) : target }
              : { games: games.trim() ? Number(games) : null, rules: { preset } }),
          });
          router.push(`/spielblock/${sheet.id}`);
        } catch (err) {
          errors.fromError(err);
        }
      }}
    >
      <ChoiceButtons<GameId>
        label={t("newSheet.game")}
        name="game"
        value={game}
        onChange={chooseGame}
        options={[
          { value: "klammern", label: t("games.klammern") },
          { value: "doppelkopf", label: t("games.doppelkopf") },
        ]}
      />
      <ChoiceButtons<number> label={t("newSheet.players")} name="count" value={count} onChange={chooseCount} options={COUNTS[game].map((n) => ({ value: n, label: String(n) }))} />
      {clubs.length ? (
        <label className="block">
          <span className="mb-1 block text-base font-medium">{t("newSheet.club")}</span>
          <select className="min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-lg" value={clubId} onChange={(e) => setClubId(e.target.value)}>
            <option value="">{t("newSheet.noClub")}</option>
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {game === "klammern" && count === 4 ? <p className="text-stone-700">{t("newSheet.fourHint")}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {names.slice(0, count).map((name, i) => (
          <Field
            key={i}
            label={i === 0 ? t("newSheet.playerFirst", { number: i + 1 }) : t("newSheet.player", { number: i + 1 })}
            value={name}
            autoComplete="off"
            list={clubId ? "club-members" : undefined}
            onChange={(e) => setNames((list) => list.map((n, j) => (j === i ? e.target.value : n)))}
            error={errors.field(`players.${i}.name`) ?? errors.field(`players.${i}.memberId`)}
          />
        ))}
      </div>
      <ErrorText error={errors.field("players")} />
      {clubId && roster.data ? (
        <datalist id="club-members">
          {roster.data.members.map((m) => (
            <option key={m.id} value={`${m.firstName} ${m.lastName}`} />
          ))}
        </datalist>
      ) : null}
      {game === "klammern" ? (
        <>
          <ChoiceButtons<number | "other">
            label={t("newSheet.target")}
            name="target"
            value={target}
            onChange={setTarget}
            options={[...[301, 501, 701].map((x) => ({ value: x, label: String(x) })), { value: "other" as const, label: t("newSheet.otherTarget") }]}
          />
          {target === "other" ? <Field label={t("newSheet.targetPoints")} inputMode="numeric" value={otherTarget} onChange={(e) => setOtherTarget(e.target.value)} /> : null}
          <ErrorText error={errors.field("target")} />
        </>
      ) : (
        <>
          <ChoiceButtons<"house" | "ddv">
            label={t("newSheet.rules")}
            name="preset"
            value={preset}
            onChange={setPreset}
            options={[
              { value: "house", label: t("newSheet.house") },
              { value: "ddv", label: t("newSheet.ddv") },
            ]}
          />
          <Field label={t("newSheet.games")} inputMode="numeric" value={games} onChange={(e) => setGames(e.target.value)} error={errors.field("games")} />
        </>
      )}

      <ErrorText error={errors.field("rules") ?? errors.field("clubId") ?? errors.general} />
      <Button type="submit" className="w-full text-xl" disabled={create.isPending}>
        {t("newSheet.submit")}
      </Button>
    </form>
  );
}
