// A round's row without the pairing's explanations and warnings. Those grow with the field (hundreds of kB in the
// round of a 1,000-table Klammern event) and only the round's own page and the pairing verbs show them; the verbs
// of every deal and every tablet page select this instead, or each would have PostgreSQL serialize and the app
// parse them again.
import { getTableColumns } from "drizzle-orm";
import { rounds } from "../../db/schema";

const { explanations: _explanations, warnings: _warnings, ...withoutNotes } = getTableColumns(rounds);

export const roundColumns = withoutNotes;
