// Every namespace's messages per language. One JSON file per namespace (a domain of the UI), so a page's texts
// live together; the keys of German and English are the same (messages.test.ts).
import de_common from "./de/common.json";
import de_account from "./de/account.json";
import de_clubs from "./de/clubs.json";
import de_members from "./de/members.json";
import de_tournaments from "./de/tournaments.json";
import de_klammern from "./de/klammern.json";
import de_results from "./de/results.json";
import de_doppelkopf from "./de/doppelkopf.json";
import de_audit from "./de/audit.json";
import de_tableEntry from "./de/tableEntry.json";
import de_public from "./de/public.json";
import de_sheets from "./de/sheets.json";
import de_seasons from "./de/seasons.json";
import de_seasonPages from "./de/seasonPages.json";
import en_common from "./en/common.json";
import en_account from "./en/account.json";
import en_clubs from "./en/clubs.json";
import en_members from "./en/members.json";
import en_tournaments from "./en/tournaments.json";
import en_klammern from "./en/klammern.json";
import en_results from "./en/results.json";
import en_doppelkopf from "./en/doppelkopf.json";
import en_audit from "./en/audit.json";
import en_tableEntry from "./en/tableEntry.json";
import en_public from "./en/public.json";
import en_sheets from "./en/sheets.json";
import en_seasons from "./en/seasons.json";
import en_seasonPages from "./en/seasonPages.json";

const de = {
  common: de_common,
  account: de_account,
  clubs: de_clubs,
  members: de_members,
  tournaments: de_tournaments,
  klammern: de_klammern,
  results: de_results,
  doppelkopf: de_doppelkopf,
  audit: de_audit,
  tableEntry: de_tableEntry,
  public: de_public,
  sheets: de_sheets,
  seasons: de_seasons,
  seasonPages: de_seasonPages,
};

const en = {
  common: en_common,
  account: en_account,
  clubs: en_clubs,
  members: en_members,
  tournaments: en_tournaments,
  klammern: en_klammern,
  results: en_results,
  doppelkopf: en_doppelkopf,
  audit: en_audit,
  tableEntry: en_tableEntry,
  public: en_public,
  sheets: en_sheets,
  seasons: en_seasons,
  seasonPages: en_seasonPages,
};

/** German is the reference: English must carry the same keys (checked by messages.test.ts). */
export type Messages = typeof de;
export const messages: Record<"de" | "en", Messages> = { de, en: en as Messages };
