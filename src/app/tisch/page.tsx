import { PageTitle } from "@/components/ui";
import { CodeForm } from "@/components/table-entry/code-form";
import { signInWithCode } from "./actions";

export const metadata = { title: "Tischeingabe" };

export default function TableCodePage() {
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub="Den Code von der Tischkarte eingeben oder den QR-Code scannen.">Tischeingabe</PageTitle>
      <CodeForm action={signInWithCode} />
    </div>
  );
}
