"use client";
// The tournaments a season counts, each with "Entfernen" where the caller may (the owner club: any; a joined club:
// its own), and the caller's clubs' other tournaments of the season's game to add, several at once (a year of
// club evenings).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { dateText } from "../public/format";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import type { SeasonCandidate, SeasonEventItem } from "./types";

export function SeasonEvents({
  seasonId,
  events,
  candidates,
  removable,
  period,
}: {
  seasonId: string;
  events: SeasonEventItem[];
  candidates: SeasonCandidate[];
  /** Who may remove what: the owner club any event, a joined club those of its own clubs (told by the event's club
   * name; the server checks it again). */
  removable: { all: boolean; clubs: string[] };
  /** The window as applied today: a candidate outside it would not count. */
  period: { from: string; to: string };
}) {
  const t = useTranslations("seasons.events");
  const ts = useTranslations("tournaments.labels.tournamentStatus");
  const locale = useLocale();
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [chosen, setChosen] = useState<string[]>([]);
  const add = useMutation(trpc.season.addEvent.mutationOptions());
  const remove = useMutation(trpc.season.removeEvent.mutationOptions());
  const busy = add.isPending || remove.isPending;
  const outside = (date: string) => date < period.from || date > period.to;

  async function run(action: () => Promise<unknown>) {
    errors.clear();
    try {
      await action();
    } catch (err) {
      errors.fromError(err);
    }
    router.refresh();
  }

  const addChosen = () =>
    run(async () => {
      // One by one: what was added before a refusal stays added (and is shown after the refresh).
      for (const id of chosen) {
        await add.mutateAsync({ seasonId, tournamentId: id });
        setChosen((c) => c.filter((x) => x !== id));
      }
    });

  return (
    <div className="space-y-6">
      {events.length ? (
        <ul className="divide-y divide-stone-200" data-testid="season-events">
          {events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="mr-auto">
                <span className="block text-lg font-semibold">{e.name}</span>
                <span className="text-stone-600">
                  {dateText(e.date, locale)} · {e.club} · {ts(e.status)}
                  {outside(e.date) ? ` · ${t("outside")}` : ""}
                </span>
                {e.listed ? null : <span className="block text-sm text-stone-600">{t("unlisted", { number: e.number })}</span>}
              </span>
              {removable.all || removable.clubs.includes(e.club) ? (
                <Button variant="secondary" disabled={busy} aria-label={t("removeLabel", { name: e.name })} onClick={() => run(() => remove.mutateAsync({ seasonId, tournamentId: e.id }))}>
                  {t("remove")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-600">{t("empty")}</p>
      )}
      {events.some((e) => e.status === "draft") ? <p className="text-stone-600">{t("draftHint")}</p> : null}

      <div>
        <h3 className="mb-2 text-lg font-semibold">{t("addTitle")}</h3>
        {candidates.length ? (
          <>
            <ul className="max-h-96 space-y-1 overflow-y-auto rounded-lg border border-stone-200 p-2" data-testid="season-candidates">
              {candidates.map((c) => (
                <li key={c.id}>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded px-2 py-1 hover:bg-stone-50">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={chosen.includes(c.id)}
                      onChange={(e) => setChosen((x) => (e.target.checked ? [...x, c.id] : x.filter((id) => id !== c.id)))}
                    />
                    <span>
                      <span className="block font-medium">{c.name}</span>
                      <span className="text-sm text-stone-600">
                        {dateText(c.date, locale)} · {c.club} · {ts(c.status)}
                        {outside(c.date) ? ` · ${t("outside")}` : ""}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <Button className="mt-3" disabled={busy || chosen.length === 0} onClick={addChosen}>
              {t("add", { count: chosen.length })}
            </Button>
          </>
        ) : (
          <p className="text-stone-600">{t("noCandidates")}</p>
        )}
      </div>
      <ErrorText error={errors.field("tournamentId") ?? errors.general} />
    </div>
  );
}
