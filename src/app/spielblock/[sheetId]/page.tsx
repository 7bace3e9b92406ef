import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { SheetApp } from "@/components/sheets/sheet-app";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { requireSessionUser } from "@/server/auth/session";
import { hallOrigin } from "@/server/live/public-url";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("sheets");
  return { title: t("title") };
}

export default async function SheetPage({ params }: { params: Promise<{ sheetId: string }> }) {
  const { sheetId } = await params;
  await requireSessionUser(`/spielblock/${sheetId}`);
  const sheet = await orNotFound((await api()).sheet.get({ sheetId }));
  const hall = await hallOrigin();
  const t = await getTranslations("sheets");
  return (
    <div className="space-y-4">
      <Link href="/spielblock" className="inline-flex min-h-11 items-center text-brand underline">
        {t("page.back")}
      </Link>
      {sheet.shareToken && hall.noNetworkAddress ? <HallAddressWarning /> : null}
      <SheetApp initial={sheet} shareUrl={sheet.shareToken ? `${hall.origin}/spielblock/geteilt/${sheet.shareToken}` : null} />
    </div>
  );
}
