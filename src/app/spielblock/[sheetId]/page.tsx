import { TRPCError } from "@trpc/server";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { SheetApp } from "@/components/sheets/sheet-app";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { getSessionUser } from "@/server/auth/session";
import { hallOrigin } from "@/server/live/public-url";
import { SHEET_DEVICE_COOKIE } from "@/server/services/sheets/sheet-device";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("sheets");
  return { title: t("title") };
}

/** A sheet for its owner: the account's, or this device's (its cookie). Signed out, a sheet the device does not
 * hold may be an account's: the sign-in comes back here. */
export default async function SheetPage({ params }: { params: Promise<{ sheetId: string }> }) {
  const { sheetId } = await params;
  const user = await getSessionUser();
  const toSignIn = () => redirect(`/anmelden?callbackUrl=${encodeURIComponent(`/spielblock/${sheetId}`)}`);
  if (!user && !(await cookies()).get(SHEET_DEVICE_COOKIE)) toSignIn();
  const loading = (await api()).sheet.get({ sheetId });
  const sheet = await orNotFound(user ? loading : loading.catch((e: unknown) => (e instanceof TRPCError && e.code === "FORBIDDEN" ? toSignIn() : Promise.reject(e))));
  const hall = await hallOrigin();
  const t = await getTranslations("sheets");
  const back = `callbackUrl=${encodeURIComponent("/spielblock")}`;
  return (
    <div className="space-y-4">
      <Link href="/spielblock" className="inline-flex min-h-11 items-center text-brand underline">
        {t("page.back")}
      </Link>
      {sheet.onDevice && !user ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-stone-800" data-testid="device-sheet-note">
          {t("page.deviceSheet")}{" "}
          <Link href={`/registrieren?${back}`} className="font-semibold text-brand underline">
            {t("page.deviceSignUp")}
          </Link>{" "}
          ·{" "}
          <Link href={`/anmelden?${back}`} className="font-semibold text-brand underline">
            {t("page.deviceSignIn")}
          </Link>
        </p>
      ) : null}
      {sheet.shareToken && hall.noNetworkAddress ? <HallAddressWarning /> : null}
      <SheetApp initial={sheet} shareOrigin={hall.origin} />
    </div>
  );
}
