import { notFound } from "next/navigation";
import { Card, PageTitle } from "@/components/ui";
import { UserDisableToggle } from "@/components/user-disable-toggle";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Konten" };

export default async function AccountsPage() {
  const me = await requireSessionUser("/org/konten");
  if (me.role !== "admin") notFound();
  const users = await (await api()).admin.listUsers();
  return (
    <div>
      <PageTitle sub="Gesperrte Konten verlieren den Zugang bei ihrer nächsten Anfrage.">Konten</PageTitle>
      <Card>
        <ul className="divide-y divide-stone-200">
          {users.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-medium">{u.name}</span> <span className="text-stone-600">{u.email}</span>
                {u.role === "admin" ? <span className="ml-2 rounded bg-stone-200 px-2 text-sm">Administrator</span> : null}
                {u.disabledAt ? <span className="ml-2 rounded bg-red-100 px-2 text-sm text-red-800">gesperrt</span> : null}
              </span>
              {u.id === me.id ? null : <UserDisableToggle userId={u.id} disabled={Boolean(u.disabledAt)} />}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
