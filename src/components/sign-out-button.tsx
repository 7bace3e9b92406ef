"use client";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button, ErrorText } from "./ui";

const FAILED = {
  de: "Die Anmeldung konnte auf dem Server nicht beendet werden. Bitte erneut versuchen.",
  en: "The server could not end your sessions. Please try again.",
};

/** First the server ends every session of the account, then next-auth clears this browser's cookie. */
export function SignOutButton({ endAllSessions }: { endAllSessions: () => Promise<{ ok: boolean }> }) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");

  async function onClick() {
    setState("busy");
    const result = await endAllSessions().catch(() => ({ ok: false }));
    if (!result.ok) {
      setState("failed");
      return;
    }
    await signOut({ callbackUrl: "/" });
  }

  return (
    <div className="space-y-3">
      <Button type="button" onClick={onClick} disabled={state === "busy"}>
        Jetzt abmelden
      </Button>
      {state === "failed" ? (
        <>
          <ErrorText error={FAILED} />
          {/* A shared device must still forget the account; next-auth's sign-out event tries the server once more. */}
          <Button type="button" variant="secondary" onClick={() => signOut({ callbackUrl: "/" })}>
            Nur auf diesem Gerät abmelden
          </Button>
        </>
      ) : null}
    </div>
  );
}
