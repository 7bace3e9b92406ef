"use client";
// The owner club invites other clubs by their public address (/v/<slug>) and sees who was invited and who joined;
// a joined club's organizers then add their own tournaments.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import type { SeasonClub } from "./types";

/** The slug of what was typed: the slug itself, or a pasted address of the club's page (…/v/<slug>/…). */
export function clubSlugOf(typed: string): string {
  const trimmed = typed.trim();
  const at = trimmed.lastIndexOf("/v/");
  return (at >= 0 ? trimmed.slice(at + 3) : trimmed).replace(/[/?#].*$/, "");
}

export function SeasonClubs({ seasonId, clubs }: { seasonId: string; clubs: SeasonClub[] }) {
  const t = useTranslations("seasons.clubs");
  const format = useFormatter();
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [address, setAddress] = useState("");
  const [invited, setInvited] = useState<string | null>(null);
  const invite = useMutation(trpc.season.inviteClub.mutationOptions());

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    errors.clear();
    setInvited(null);
    try {
      const club = await invite.mutateAsync({ seasonId, clubSlug: clubSlugOf(address) });
      setInvited(club.name);
      setAddress("");
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-stone-600">{t("intro")}</p>
      {clubs.length ? (
        <ul className="divide-y divide-stone-200" data-testid="season-clubs">
          {clubs.map((c) => (
            <li key={c.id} className="py-2">
              <span className="block text-lg font-semibold">{c.name}</span>
              <span className="text-stone-600">
                /v/{c.slug} ·{" "}
                {c.joined && c.joinedAt ? t("joined", { date: format.dateTime(c.joinedAt, { dateStyle: "medium" }) }) : t("invited")}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-600">{t("empty")}</p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field label={t("address")} value={address} onChange={(e) => setAddress(e.target.value)} error={errors.field("clubSlug")} autoComplete="off" spellCheck={false} />
        <p className="text-sm text-stone-600">{t("addressHint")}</p>
        <ErrorText error={errors.general} />
        {invited ? <p className="text-green-800">{t("done", { name: invited })}</p> : null}
        <Button type="submit" disabled={invite.isPending}>
          {t("invite")}
        </Button>
      </form>
    </div>
  );
}
