"use client";
// For the organizer's round page: issue the round's table codes, see which device holds each table, approve a
// second device's takeover, and revoke or reissue a code that got lost.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { gameOf } from "@/games";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";

export function TableCodesPanel({ tournamentId, round, timeZone, game }: { tournamentId: string; round: number; timeZone: string; game: string }) {
  const t = useTranslations("tableEntry");
  // The roles by the game's own names: a Klammern captain and opponents, a Doppelkopf list keeper and a player.
  const locale = useLocale() === "en" ? "en" : "de";
  const roles = gameOf(game).tableRoles;
  const keeper = roles.keeper[locale];
  const confirmer = roles.confirmer[locale];
  const format = useFormatter();
  // In the tournament's time zone, as the hall's clocks show it.
  const time = (d: Date | string | null) => (d ? format.dateTime(new Date(d), { hour: "2-digit", minute: "2-digit", timeZone }) : "");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errors = useFormErrors();
  const sheet = useQuery(trpc.table.listCodes.queryOptions({ tournamentId, round }));
  const done = {
    onSuccess: () => {
      errors.clear();
      void queryClient.invalidateQueries({ queryKey: trpc.table.listCodes.queryKey({ tournamentId, round }) });
    },
    onError: (e: unknown) => errors.fromError(e),
  };
  const issue = useMutation(trpc.table.issueCodes.mutationOptions(done));
  const approve = useMutation(trpc.table.approveTakeover.mutationOptions(done));
  const reissue = useMutation(trpc.table.reissueCode.mutationOptions(done));

  if (sheet.isPending) return <p>{t("codesPanel.loading")}</p>;
  if (sheet.error) return <ErrorText error={t("codesPanel.loadFailed")} />;
  const tables = sheet.data.tables;
  const missing = tables.some((row) => !row.captain || !row.opponent);
  return (
    <section aria-label={t("codesPanel.label")} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-bold">{t("codesPanel.title")}</h2>
        {missing && sheet.data.round.status === "published" ? (
          <Button type="button" disabled={issue.isPending} onClick={() => issue.mutate({ tournamentId, round })}>
            {t("codesPanel.issue")}
          </Button>
        ) : null}
      </div>
      <ErrorText error={errors.general} />
      {/* Read at arm's length while the hall waits: headers apart, each code on one line in even-width characters
          (a code's hyphens are no place to break it), the two actions stacked, their words wrapping rather than
          widening the table (at 1024 px it fits); wider than the screen, it scrolls on its own. */}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b-2 border-stone-300 bg-stone-100 text-base text-stone-700">
              <th scope="col" className="whitespace-nowrap px-3 py-2">{t("codesPanel.table")}</th>
              <th scope="col" className="whitespace-nowrap border-l border-stone-300 px-3 py-2">{keeper}</th>
              <th scope="col" className="whitespace-nowrap border-l border-stone-300 px-3 py-2">{confirmer}</th>
              <th scope="col" className="whitespace-nowrap border-l border-stone-300 px-3 py-2">{t("codesPanel.device")}</th>
              <th scope="col" className="border-l border-stone-300 px-3 py-2"><span className="sr-only">{t("codesPanel.actions")}</span></th>
            </tr>
          </thead>
          <tbody>
            {tables.map((row) => (
              <tr key={row.matchId} className="border-b border-stone-200 align-top" data-testid={`codes-table-${row.tableNumber}`}>
                <td className="px-3 py-3 text-xl font-semibold tabular-nums">{row.tableNumber}</td>
                <td className="whitespace-nowrap px-3 py-3 font-mono text-xl font-semibold tracking-wide tabular-nums">{row.captain?.code ?? "–"}</td>
                <td className="whitespace-nowrap px-3 py-3 font-mono text-xl font-semibold tracking-wide tabular-nums">{row.opponent?.code ?? "–"}</td>
                <td className="min-w-36 px-3 py-3">
                  {row.confirmedAt ? t("codesPanel.confirmed") : ""}
                  {row.heldSince ? t("codesPanel.heldSince", { time: time(row.heldSince) }) : t("codesPanel.noDevice")}
                  {row.takeoverRequests.map((r) => (
                    <div key={r.sessionId} className="mt-1">
                      {t("codesPanel.secondDevice", { time: time(r.since) })}{" "}
                      <Button type="button" variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate({ sessionId: r.sessionId })}>
                        {t("codesPanel.approve")}
                      </Button>
                    </div>
                  ))}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-col gap-2">
                    {row.captain ? (
                      <Button type="button" variant="secondary" className="text-left" disabled={reissue.isPending} onClick={() => reissue.mutate({ matchId: row.matchId, side: "captain" })}>
                        {t("codesPanel.newCode", { role: keeper })}
                      </Button>
                    ) : null}
                    {row.opponent ? (
                      <Button type="button" variant="secondary" className="text-left" disabled={reissue.isPending} onClick={() => reissue.mutate({ matchId: row.matchId, side: "opponent" })}>
                        {t("codesPanel.newCode", { role: confirmer })}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-600">
        {t("codesPanel.note")}
      </p>
    </section>
  );
}
