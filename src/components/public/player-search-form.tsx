// The search for a name or player number, on the tournament's page and on the player page: a plain GET form to the
// player page, so it works without JavaScript; at 1,000 tables it is how a phone finds its own table.
import { useTranslations } from "next-intl";

export function PlayerSearchForm({ action, q = "" }: { action?: string; q?: string }) {
  const tr = useTranslations("public");
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-2" role="search">
      <label className="block grow">
        <span className="mb-1 block font-medium">{tr("playerPage.label")}</span>
        <input
          name="q"
          defaultValue={q}
          inputMode="search"
          autoComplete="off"
          className="min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-lg"
          placeholder={tr("playerPage.placeholder")}
        />
      </label>
      <button className="min-h-12 rounded-lg bg-brand px-5 py-2 text-lg font-semibold text-white">{tr("playerPage.search")}</button>
    </form>
  );
}
