import { TRPCError } from "@trpc/server";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { SharedSheet } from "@/components/sheets/shared-sheet";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("sheets");
  return { title: t("title") };
}

/** A game sheet by its share link: anyone holding the link reads it, without an account. */
export default async function SharedSheetPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const sheet = await (await api())
    .sheet.shared({ token })
    .catch((e: unknown) => {
      // Only a link that opens no sheet (or is none) is not found; an outage must stay the outage page's 503.
      if (e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) notFound();
      throw e;
    });
  return <SharedSheet token={token} initial={sheet} />;
}
