// Message keys and locales are checked by the compiler: t("tournaments.unknown") does not type-check.
import type { Locale } from "./locales";
import type { Messages } from "./messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
