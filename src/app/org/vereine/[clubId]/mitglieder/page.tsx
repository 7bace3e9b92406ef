import { TRPCError } from "@trpc/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MemberForm } from "@/components/members/member-form";
import { MemberImport } from "@/components/members/member-import";
import { MemberListItem } from "@/components/members/member-list-item";
import { QuickAddMember } from "@/components/members/quick-add-member";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("members.page");
  return { title: t("title") };
}

const STATUS_OPTIONS = ["all", "active", "inactive"] as const;
type Status = (typeof STATUS_OPTIONS)[number];
const ORDER_OPTIONS = ["number", "name"] as const;
type Order = (typeof ORDER_OPTIONS)[number];

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** Rows per page: enough for a club evening, few enough to stay quick on a tablet. */
const PAGE_SIZE = 100;

export default async function MembersPage({
  params,
  searchParams,
}: {
  params: Promise<{ clubId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { clubId } = await params;
  const query = await searchParams;
  await requireSessionUser(`/org/vereine/${clubId}/mitglieder`);
  const caller = await api();
  const club = await caller.club.get({ clubId }).catch((e: unknown) => {
    // Foreign, unknown and malformed ids all look the same from outside.
    if (e instanceof TRPCError && ["FORBIDDEN", "BAD_REQUEST", "NOT_FOUND"].includes(e.code)) notFound();
    throw e;
  });
  const search = one(query.q).slice(0, 100);
  const status: Status = STATUS_OPTIONS.some((v) => v === one(query.status)) ? (one(query.status) as Status) : "all";
  const order: Order = one(query.sort) === "name" ? "name" : "number";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(one(query.seite), 10) || 1));
  const { members, total } = await caller.member.list({
    clubId,
    search: search || undefined,
    status,
    order,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const filtered = search !== "" || status !== "all";
  const pageHref = (n: number) =>
    `/org/vereine/${clubId}/mitglieder?${new URLSearchParams({ ...(search ? { q: search } : {}), status, ...(order === "name" ? { sort: order } : {}), seite: String(n) })}`;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const t = await getTranslations("members.page");

  return (
    <div className="space-y-6">
      <PageTitle
        sub={
          <Link href={`/org/vereine/${clubId}`} className="inline-flex min-h-11 items-center text-brand underline">
            ← {club.name}
          </Link>
        }
      >
        {t("title")}
      </PageTitle>

      <Card>
        <h2 className="mb-3 text-xl font-semibold">{t("quickAdd")}</h2>
        <QuickAddMember clubId={clubId} />
      </Card>

      <Card>
        <form method="get" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
          <label className="block flex-1">
            <span className="mb-1 block text-base font-medium">{t("search")}</span>
            <input
              name="q"
              type="search"
              defaultValue={search}
              className="min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-lg"
            />
          </label>
          <label className="block">
            <span className="mb-1 block text-base font-medium">{t("status")}</span>
            <select name="status" defaultValue={status} className="min-h-12 rounded-lg border border-stone-300 bg-white px-3 text-lg">
              {STATUS_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`statusOptions.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block text-base font-medium">{t("order")}</span>
            <select name="sort" defaultValue={order} className="min-h-12 rounded-lg border border-stone-300 bg-white px-3 text-lg">
              {ORDER_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`orderOptions.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="min-h-12 rounded-lg bg-brand px-5 text-lg font-semibold text-white">
            {t("submit")}
          </button>
          {filtered ? (
            <Link href={`/org/vereine/${clubId}/mitglieder`} className="flex min-h-12 items-center px-2 text-brand underline">
              {t("reset")}
            </Link>
          ) : null}
        </form>
        <p className="mb-2 text-stone-600">
          {filtered ? t("countFound", { count: total }) : t("count", { count: total })}
          {pages > 1 ? ` · ${t("pageOf", { page, pages })}` : ""}
        </p>
        {members.length === 0 ? (
          <p className="text-stone-600">
            {filtered ? t("noMatch") : t("empty")}
          </p>
        ) : (
          <ul className="divide-y divide-stone-200" data-testid="member-list">
            {members.map((m) => (
              <MemberListItem
                key={`${m.id}-${m.version}`}
                clubId={clubId}
                member={{
                  id: m.id,
                  playerNumber: m.playerNumber,
                  firstName: m.firstName,
                  lastName: m.lastName,
                  email: m.email,
                  city: m.city,
                  federationNumber: m.federationNumber,
                  active: m.active,
                  version: m.version,
                }}
              />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className="mt-4 flex gap-3" aria-label={t("pages")}>
            {page > 1 ? (
              <Link href={pageHref(page - 1)} className="flex min-h-12 items-center rounded-lg border border-stone-300 px-5 text-lg">
                {t("previous")}
              </Link>
            ) : null}
            {page < pages ? (
              <Link href={pageHref(page + 1)} className="flex min-h-12 items-center rounded-lg border border-stone-300 px-5 text-lg">
                {t("next")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Card>

      <Card>
        <h2 className="mb-4 text-xl font-semibold">{t("add")}</h2>
        <MemberForm clubId={clubId} />
      </Card>

      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{t("csv")}</h2>
          <a
            href={`/api/org/clubs/${clubId}/members.csv`}
            download
            className="flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-5 text-lg font-semibold hover:bg-stone-100"
          >
            {t("download")}
          </a>
        </div>
        <p className="mb-4 text-stone-600">
          {t("csvHelp")}
        </p>
        <MemberImport clubId={clubId} />
      </Card>
    </div>
  );
}
