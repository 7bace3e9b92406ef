/** What an entrant of the tournament's game is (src/games), as the CSV import of entrants shows it: its number of
 * players, whether it has a name of its own, and its words. */
export interface ImportEntrant {
  players: 1 | 2;
  named: boolean;
  noun: string;
  plural: string;
}
