import { PageTitle } from "@/components/ui";
import { CodeForm } from "@/components/table-entry/code-form";
import { signInWithCode } from "../actions";

export const metadata = { title: "Tischeingabe", referrer: "no-referrer" };

/** Opened from the table card's QR code: signs in by itself (a script runs the sign-in, so a link preview that
 * only fetches the page takes no table). */
export default async function TableCodeLinkPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub="Anmeldung mit dem Code von der Tischkarte …">Tischeingabe</PageTitle>
      <CodeForm action={signInWithCode} initialCode={decodeURIComponent(code).slice(0, 40)} auto />
    </div>
  );
}
