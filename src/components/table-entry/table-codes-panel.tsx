"use client";
// For the organizer's round page: issue the round's table codes, see which device holds each table, approve a
// second device's takeover, and revoke or reissue a code that got lost.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";

const time = (d: Date | string | null) => (d ? new Date(d).toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit" }) : "");

export function TableCodesPanel({ tournamentId, round }: { tournamentId: string; round: number }) {
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

  if (sheet.isPending) return <p>Tischcodes werden geladen …</p>;
  if (sheet.error) return <ErrorText error={{ de: "Tischcodes konnten nicht geladen werden.", en: "Could not load the table codes." }} />;
  const tables = sheet.data.tables;
  const missing = tables.some((t) => !t.captain || !t.opponent);
  return (
    <section aria-label="Tischcodes" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-bold">Tischcodes und Geräte</h2>
        {missing && sheet.data.round.status === "published" ? (
          <Button type="button" disabled={issue.isPending} onClick={() => issue.mutate({ tournamentId, round })}>
            Tischcodes erzeugen
          </Button>
        ) : null}
      </div>
      <ErrorText error={errors.general} />
      <table className="w-full text-left">
        <thead>
          <tr className="border-b text-sm text-stone-600">
            <th className="py-2">Tisch</th>
            <th>Kapitän</th>
            <th>Gegenpaar</th>
            <th>Gerät</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {tables.map((t) => (
            <tr key={t.matchId} className="border-b align-top" data-testid={`codes-table-${t.tableNumber}`}>
              <td className="py-2 font-semibold">{t.tableNumber}</td>
              <td className="font-mono">{t.captain?.code ?? "–"}</td>
              <td className="font-mono">{t.opponent?.code ?? "–"}</td>
              <td>
                {t.confirmedAt ? "bestätigt ✓ · " : ""}
                {t.heldSince ? `angemeldet seit ${time(t.heldSince)}` : "kein Gerät"}
                {t.takeoverRequests.map((r) => (
                  <div key={r.sessionId} className="mt-1">
                    Zweites Gerät seit {time(r.since)}{" "}
                    <Button type="button" variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate({ sessionId: r.sessionId })}>
                      Übernahme freigeben
                    </Button>
                  </div>
                ))}
              </td>
              <td className="space-x-2 whitespace-nowrap">
                {t.captain ? (
                  <Button type="button" variant="secondary" disabled={reissue.isPending} onClick={() => reissue.mutate({ matchId: t.matchId, side: "captain" })}>
                    Neuer Kapitänscode
                  </Button>
                ) : null}
                {t.opponent ? (
                  <Button type="button" variant="secondary" disabled={reissue.isPending} onClick={() => reissue.mutate({ matchId: t.matchId, side: "opponent" })}>
                    Neuer Gegencode
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-stone-600">
        Ein neuer Code macht den alten ungültig und meldet die Geräte ab, die ihn benutzt haben. Codes laufen ab, wenn die Runde abgeschlossen wird.
      </p>
    </section>
  );
}
