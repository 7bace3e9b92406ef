// A season's standings to print (A4, the printables' stylesheet): head, rule, window and every row.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { dateText } from "@/components/public/format";
import { PrintStyles } from "@/components/public/print-styles";
import { SeasonFacts } from "@/components/seasons-public/season-head";
import { SeasonTable } from "@/components/seasons-public/season-table";
import { PrintButton } from "@/components/tournaments/print-button";
import { clubToday } from "@/server/services/public/list-current-public-tournaments";
import { getLiveSeason } from "../../season-live";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("seasonPages");
  return { title: t("print.title"), robots: { index: false } };
}

export default async function SeasonPrintPage({ params }: Props) {
  const t = await getTranslations("seasonPages");
  const locale = await getLocale();
  const { slug } = await params;
  const found = await getLiveSeason(slug);
  if (!found) notFound();
  const data = found.data;
  const s = data.season;
  return (
    <div data-testid="season-print">
      <PrintStyles />
      <div className="no-print mb-6 flex flex-wrap items-center gap-3">
        <Link href={`/s/${s.slug}`} className="mr-auto text-brand underline">
          ← {s.name}
        </Link>
        <PrintButton label={t("print.button")} />
      </div>
      <section className="print-page">
        <h1 className="text-2xl font-bold">{s.name}</h1>
        <div className="mb-3">
          <SeasonFacts data={data} linkClub={false} />
          <p className="text-stone-600">{t("print.asOf", { date: dateText(clubToday(), locale) })}</p>
        </div>
        <SeasonTable data={data} />
      </section>
    </div>
  );
}
