// The settings form's props for editing a stored tournament, besides its settings (`initial`). Apart from the form
// (a client module), so that the games' server-rendered editors can call it.
import type { TournamentView } from "./tournament-view";

export const editing = (t: TournamentView) => ({ mode: "edit", tournamentId: t.id, version: t.version, frozen: !!t.rulesFrozenAt }) as const;
