"use client";
// Registers an entrant: as many players as an entrant of the tournament's game has (a pair, or one player), each a
// club member (picked from those not registered yet) or a guest by name (and, optionally, his federation number, which
// makes a player of another club the same person in a season); an entrant of several may carry a name.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { SelectField } from "./select-field";
import type { AvailableMember } from "./types";

type PlayerState = { kind: "member"; memberId: string } | { kind: "guest"; name: string; federationNumber: string };
const unpicked = (): PlayerState => ({ kind: "member", memberId: "" });

function PlayerPicker({
  label,
  value,
  onChange,
  members,
  error,
  federationError,
}: {
  label: string;
  value: PlayerState;
  onChange: (p: PlayerState) => void;
  members: AvailableMember[];
  error: ReturnType<ReturnType<typeof useFormErrors>["field"]>;
  federationError: ReturnType<ReturnType<typeof useFormErrors>["field"]>;
}) {
  const t = useTranslations("tournaments.register");
  return (
    <div className="space-y-2 rounded-lg border border-stone-200 p-3">
      <div className="flex gap-2" role="radiogroup" aria-label={label}>
        <span className="mr-auto self-center font-semibold">{label}</span>
        {(["member", "guest"] as const).map((k) => (
          <Button
            key={k}
            type="button"
            role="radio"
            aria-checked={value.kind === k}
            variant={value.kind === k ? "primary" : "secondary"}
            onClick={() => onChange(k === "member" ? { kind: "member", memberId: "" } : { kind: "guest", name: "", federationNumber: "" })}
          >
            {k === "member" ? t("member") : t("guest")}
          </Button>
        ))}
      </div>
      {value.kind === "member" ? (
        <SelectField
          label={t("member")}
          value={value.memberId}
          onChange={(e) => onChange({ kind: "member", memberId: e.target.value })}
          options={[{ value: "", label: t("choose") }, ...members.map((m) => ({ value: m.id, label: t("memberOption", { name: m.name, number: m.playerNumber }) }))]}
          error={error}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <div className="min-w-48 flex-1">
            <Field label={t("guestName")} value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} error={error} />
          </div>
          <div className="w-44">
            <Field
              label={t("guestFederationNumber")}
              value={value.federationNumber}
              onChange={(e) => onChange({ ...value, federationNumber: e.target.value })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={federationError}
            />
          </div>
        </div>
      )}
    </div>
  );
}

export function RegisterEntrantForm({
  tournamentId,
  members,
  lateEntry,
  entrant,
}: {
  tournamentId: string;
  members: AvailableMember[];
  /** Round from which an entrant registered now plays, when that is not round 1. */
  lateEntry: number | null;
  /** What an entrant of the tournament's game is (src/games): two players and "Paar", or one and "Spieler" (the noun in
   * the reader's language). */
  entrant: { players: 1 | 2; named: boolean; noun: string };
}) {
  const t = useTranslations("tournaments.register");
  // A single player's name is his own; a pair may carry a name of its own (the game's `entrant.named`).
  const { players, named, noun } = entrant;
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const register = useMutation(trpc.tournament.registerEntrant.mutationOptions());
  const [picked, setPicked] = useState<PlayerState[]>(() => Array.from({ length: players }, unpicked));
  const [name, setName] = useState("");
  const [checkIn, setCheckIn] = useState(lateEntry !== null);
  const [done, setDone] = useState<number | null>(null);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    errors.clear();
    setDone(null);
    try {
      const [player1, player2] = picked;
      const row = await register.mutateAsync({ tournamentId, ...(named ? { name } : {}), player1: player1!, ...(player2 ? { player2 } : {}), checkIn });
      setDone(row.number);
      setPicked(Array.from({ length: players }, unpicked));
      setName("");
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  const fieldError = (n: number) =>
    errors.field(`player${n}`) ?? errors.field(`player${n}.memberId`) ?? errors.field(`player${n}.name`) ?? errors.field(`player${n}.kind`);
  const pickers = picked.map((p, i) => (
    <PlayerPicker
      key={i}
      // eslint-disable-next-line stichfest/no-entrant-size-test -- a count: the fields are numbered where there are several
      label={players > 1 ? t("playerN", { number: i + 1 }) : t("player")}
      value={p}
      onChange={(v) => setPicked((all) => all.map((x, j) => (j === i ? v : x)))}
      members={members}
      // The last field also shows a refusal of a player more than the game's entrant has.
      error={fieldError(i + 1) ?? (i === players - 1 ? fieldError(i + 2) : null)}
      federationError={errors.field(`player${i + 1}.federationNumber`)}
    />
  ));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {lateEntry ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {t("lateEntry", { players, round: lateEntry })}
        </p>
      ) : null}
      {pickers.length > 1 ? <div className="grid gap-3 md:grid-cols-2">{pickers}</div> : pickers}
      {named ? <Field label={t("pairName")} value={name} onChange={(e) => setName(e.target.value)} error={errors.field("name")} /> : null}
      <label className="flex min-h-12 items-center gap-3 text-lg">
        <input type="checkbox" className="h-6 w-6" checked={checkIn} onChange={(e) => setCheckIn(e.target.checked)} />
        {t("checkIn", { players })}
      </label>
      <ErrorText error={errors.general} />
      {done ? (
        <p className="text-green-800">
          {t("done", { noun, number: done })}
        </p>
      ) : null}
      <Button type="submit" disabled={register.isPending}>
        {t("submit", { noun })}
      </Button>
    </form>
  );
}
