import Link from "next/link";

export default function NotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-3xl font-bold">Seite nicht gefunden</h1>
      <p className="mt-2 text-stone-600">Page not found.</p>
      <Link href="/" className="mt-6 inline-block font-semibold text-brand underline">
        Zur Startseite
      </Link>
    </div>
  );
}
