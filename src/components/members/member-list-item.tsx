"use client";
// One line of the member list: the number large (it is what players are called by at the venue), the name,
// and the actions edit and (de)activate.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { MemberForm } from "./member-form";
import type { Member } from "./types";

export function MemberListItem({ clubId, member }: { clubId: string; member: Member }) {
  const t = useTranslations("members.listItem");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [editing, setEditing] = useState(false);
  const setActive = useMutation(trpc.member.setActive.mutationOptions());

  async function toggleActive() {
    errors.clear();
    try {
      await setActive.mutateAsync({ memberId: member.id, active: !member.active, version: member.version });
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <li className={`py-3 ${member.active ? "" : "text-stone-500"}`} data-testid="member-row">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="w-20 text-3xl font-bold tabular-nums" aria-label={t("number", { number: String(member.playerNumber) })}>
          {member.playerNumber}
        </span>
        <div className="min-w-40 flex-1">
          <p className="text-lg font-semibold">
            {member.firstName} {member.lastName}
            {member.active ? null : (
              <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm font-normal text-stone-700">{t("inactive")}</span>
            )}
          </p>
          <p className="text-sm text-stone-600">
            {[member.city, member.email, member.federationNumber ? t("federationNumber", { number: member.federationNumber }) : null]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            {t("edit")}
          </Button>
          <Button variant="secondary" onClick={toggleActive} disabled={setActive.isPending}>
            {member.active ? t("deactivate") : t("activate")}
          </Button>
        </div>
      </div>
      <ErrorText error={errors.field("version") ?? errors.general} />
      {editing ? (
        <div className="mt-3 rounded-lg bg-stone-50 p-4">
          <MemberForm key={member.version} clubId={clubId} member={member} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </li>
  );
}
