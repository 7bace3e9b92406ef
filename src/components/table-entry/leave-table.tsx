"use client";
// "Tisch verlassen": the captain ends his session on this device (his table is done, or the tablet moves to another
// table); the table is then free for the next device with the code. Not while deals still wait on this device:
// leaving would strand them.
import { useState, useTransition } from "react";
import { Button } from "../ui";

export type LeaveAction = () => Promise<void>;

export function LeaveTable({ table, waiting, action }: { table: number; waiting: number; action: LeaveAction }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, start] = useTransition();
  if (waiting > 0)
    return (
      <p className="text-base text-stone-700" data-testid="leave-table-blocked">
        Tisch verlassen geht, sobald alle Spiele übertragen sind.
      </p>
    );
  if (!asking)
    return (
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        Tisch verlassen
      </Button>
    );
  return (
    <div role="alertdialog" aria-label="Tisch verlassen" className="space-y-3 rounded-lg border-2 border-stone-300 bg-white p-4">
      <p className="text-lg">
        Tisch {table} auf diesem Gerät verlassen? Danach kann ein anderes Gerät den Tisch mit dem Code übernehmen; hier geht es mit einem neuen Code weiter.
      </p>
      {failed ? (
        <p role="alert" className="text-red-700">
          Keine Verbindung zum Server. Bitte erneut versuchen.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          disabled={pending}
          onClick={() =>
            start(async () => {
              setFailed(false);
              try {
                await action();
              } catch (e) {
                // The action ends with a redirect, which Next delivers as a thrown signal: let it through.
                if ((e as { digest?: string } | null)?.digest?.startsWith("NEXT_REDIRECT")) throw e;
                setFailed(true);
              }
            })
          }
        >
          Ja, Tisch verlassen
        </Button>
        <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
          Abbrechen
        </Button>
      </div>
    </div>
  );
}
