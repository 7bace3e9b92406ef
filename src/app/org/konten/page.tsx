import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Card, PageTitle } from "@/components/ui";
import { UserDisableToggle } from "@/components/user-disable-toggle";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("account.accounts");
  return { title: t("title") };
}

export default async function AccountsPage() {
  const me = await requireSessionUser("/org/konten");
  if (me.role !== "admin") notFound();
  const users = await (await api()).admin.listUsers();
  const t = await getTranslations("account.accounts");
  return (
    <div>
      <PageTitle sub={t("sub")}>{t("title")}</PageTitle>
      <Card>
        <ul className="divide-y divide-stone-200">
          {users.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-medium">{u.name}</span> <span className="text-stone-600">{u.email}</span>
                {u.role === "admin" ? <span className="ml-2 rounded bg-stone-200 px-2 text-sm">{t("admin")}</span> : null}
                {u.disabledAt ? <span className="ml-2 rounded bg-red-100 px-2 text-sm text-red-800">{t("disabled")}</span> : null}
              </span>
              {u.id === me.id ? null : <UserDisableToggle userId={u.id} disabled={Boolean(u.disabledAt)} />}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
