import { TableEntryApp } from "@/components/table-entry/table-entry-app";
import { leaveTableAction } from "../actions";

export const metadata = { title: "Tisch" };

/** The entry page. A static shell: everything comes from the captain session (cookie) through tRPC, or from the
 * device's own store when offline, so the service worker can serve this page after a reload without network. */
export default function TableEntryPage() {
  return <TableEntryApp leave={leaveTableAction} />;
}
