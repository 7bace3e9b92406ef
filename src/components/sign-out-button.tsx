"use client";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, ErrorText } from "./ui";
import { shownError } from "./use-form-errors";

/** First the server ends every session of the account, then next-auth clears this browser's cookie. */
export function SignOutButton({ endAllSessions }: { endAllSessions: () => Promise<{ ok: boolean }> }) {
  const t = useTranslations("account.signOut");
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
        {t("button")}
      </Button>
      {state === "failed" ? (
        <>
          <ErrorText error={shownError(t("failed"))} />
          {/* A shared device must still forget the account; next-auth's sign-out event tries the server once more. */}
          <Button type="button" variant="secondary" onClick={() => signOut({ callbackUrl: "/" })}>
            {t("thisDeviceOnly")}
          </Button>
        </>
      ) : null}
    </div>
  );
}
