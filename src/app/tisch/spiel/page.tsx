import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TableEntryApp } from "@/components/table-entry/table-entry-app";
import { leaveTableAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tableEntry");
  return { title: t("pages.tableTitle") };
}

/** The entry page. A static shell: everything comes from the captain session (cookie) through tRPC, or from the
 * device's own store when offline, so the service worker can serve this page after a reload without network. */
export default function TableEntryPage() {
  return <TableEntryApp leave={leaveTableAction} />;
}
