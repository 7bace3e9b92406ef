"use client";
// End of the match: the opposing pair reviews the deals on this device and confirms with the code from their side
// of the table card. Only then does the result count in the standings.
import { useState } from "react";
import { useTRPCClient } from "@/trpc/client";
import { Button, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { SIDE_NAMES } from "./labels";
import type { CaptainView } from "./table-entry-app";

export function ConfirmPanel({ view, waiting, totals, onConfirmed }: { view: CaptainView; waiting: number; totals: number[]; onConfirmed: () => void }) {
  const client = useTRPCClient();
  const errors = useFormErrors();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  if (waiting > 0)
    return <p className="rounded-lg bg-amber-100 px-4 py-3 text-lg">Die Partie ist zu Ende. Sobald alle Spiele übertragen sind, bestätigt das Gegenpaar.</p>;
  const canWrite = view.session.side === "captain" && view.session.holdsTable;
  return (
    <section aria-label="Bestätigung durch das Gegenpaar" className="space-y-4 rounded-xl border-2 border-brand bg-white p-4">
      <h2 className="text-2xl font-bold">Partie beendet – Bestätigung durch das Gegenpaar</h2>
      <p className="text-lg">
        Endstand: {SIDE_NAMES[0]} <strong data-testid="final-0">{totals[0]}</strong> : {SIDE_NAMES[1]} <strong data-testid="final-1">{totals[1]}</strong>
      </p>
      <p className="text-lg">Bitte das Gerät dem Gegenpaar geben: Spiele oben prüfen, dann den Bestätigungscode von der Tischkarte eingeben.</p>
      {canWrite && view.canConfirm ? (
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            errors.clear();
            try {
              await client.table.confirm.mutate({ matchId: view.match.id, matchVersion: view.match.version, code });
              onConfirmed();
            } catch (err) {
              errors.fromError(err);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Field
            label="Bestätigungscode des Gegenpaars"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.field("code") ?? errors.general}
          />
          <Button type="submit" disabled={busy || code.trim() === ""} className="w-full text-2xl">
            Ergebnis bestätigen
          </Button>
        </form>
      ) : null}
    </section>
  );
}
