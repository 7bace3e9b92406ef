"use client";
// A new game sheet in a few taps: the game, the players by name (as many as the game's sheet allows), and the game's
// own choices of where it ends and by which rules (components/games/sheet-views.ts).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { gameIds, gameOf, type GameId } from "@/games";
import { useTRPC } from "@/trpc/client";
import { sheetViews } from "../games/sheet-views";
import { ChoiceButtons } from "../results/choice-buttons";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import type { NewSheetEnd } from "./game-parts";

/** `beforeCreate`: signed out, the server action that gives this device its secret (the sheet's owner until an
 * account claims it), run before the sheet is created. */
export function NewSheetForm({ clubs, beforeCreate }: { clubs: { id: string; name: string }[]; beforeCreate?: () => Promise<void> }) {
  const t = useTranslations("sheets");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const create = useMutation(trpc.sheet.create.mutationOptions());
  const [game, setGame] = useState<GameId>(gameIds[0]!);
  const [count, setCount] = useState(() => sheetViews(gameIds[0]!).newSheet.players);
  const [names, setNames] = useState<string[]>(["", "", "", "", ""]);
  // The chosen game's choices of where the sheet ends and by which rules.
  const [end, setEnd] = useState<NewSheetEnd>({});
  const [clubId, setClubId] = useState("");
  // With a club chosen, its active members are offered as names; a name that is exactly one member's plays as him.
  const roster = useQuery({ ...trpc.member.list.queryOptions({ clubId, status: "active", limit: 1000 }), enabled: clubId !== "" });
  const memberOf = (name: string) => {
    const hits = (roster.data?.members ?? []).filter((m) => `${m.firstName} ${m.lastName}`.toLocaleLowerCase("de") === name.trim().toLocaleLowerCase("de"));
    return hits.length === 1 ? hits[0]!.id : null;
  };
  const counts = gameOf(game).sheet.playerCounts;

  const chooseGame = (g: GameId) => {
    setGame(g);
    const allowed = gameOf(g).sheet.playerCounts;
    setCount(allowed.includes(count) ? count : allowed[0]!);
  };
  const seating = sheetViews(game).newSheet.seating(count, t);

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
            ...end,
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
        options={gameIds.map((id) => ({ value: id, label: t(sheetViews(id).name) }))}
      />
      <ChoiceButtons<number> label={t("newSheet.players")} name="count" value={count} onChange={setCount} options={counts.map((n) => ({ value: n, label: String(n) }))} />
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
      {seating ? <p className="text-stone-700">{seating}</p> : null}
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
      {gameIds.map((id) => {
        const Options = sheetViews(id).newSheet.Options;
        return (
          <div key={id} hidden={id !== game} className="space-y-5">
            <Options active={id === game} players={count} onChange={setEnd} fieldError={errors.field} />
          </div>
        );
      })}

      <ErrorText error={errors.field("rules") ?? errors.field("clubId") ?? errors.general} />
      <Button type="submit" className="w-full text-xl" disabled={create.isPending}>
        {t("newSheet.submit")}
      </Button>
    </form>
  );
}
