// A component rendered to HTML in one language, as the root layout's provider gives it (messages of that language,
// the hall's time zone): for unit tests of what a page says.
import { NextIntlClientProvider } from "next-intl";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/i18n/locales";
import { messages } from "@/i18n/messages";

export function renderIn(children: ReactNode, locale: Locale = "de"): string {
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages: messages[locale], timeZone: "Europe/Berlin", children }));
}
