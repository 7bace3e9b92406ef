// The game seam's lint rules (eslint-rules/game-seam.js) refuse what they are for and nothing else.
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import gameSeam, { gameIds } from "../eslint-rules/game-seam.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

describe("game seam lint", () => {
  it("knows the games by their folders in src/games", () => {
    if (!gameIds.includes("klammern") || !gameIds.includes("doppelkopf")) throw new Error(`game ids: ${gameIds.join(", ")}`);
  });

  tester.run("no-game-id", gameSeam.rules["no-game-id"], {
    valid: [
      "const g = gameOf(t.game); g.sides;",
      'const views = { klammern: 1, doppelkopf: 2 };', // a registry's keys are names, not literals
      'useTranslations("tournaments");',
      'const s = "Klammern";', // a word in a sentence, not the id
      'const s = "DOPPEL".toLowerCase();', // built, but no game's id
      "const s = name.toLowerCase();", // not known before run time
    ],
    invalid: [
      { code: 'if (t.game === "doppelkopf") x();', errors: [{ messageId: "named" }] },
      { code: "const g = 'klammern';", errors: [{ messageId: "named" }] },
      { code: "const g = `doppelkopf`;", errors: [{ messageId: "named" }] },
      { code: 'useTranslations("doppelkopf");', errors: [{ messageId: "named" }] },
      // A game's id built at run time from literals is still the id.
      { code: 'if (t.game === "KLAMMERN".toLowerCase()) x();', errors: [{ messageId: "named" }] },
      { code: "const g = `DOPPELKOPF`.toLocaleLowerCase();", errors: [{ messageId: "named" }] },
      { code: 'const g = " Klammern ".trim().toLowerCase();', errors: [{ messageId: "named" }] },
      { code: 'const g = "klam" + "mern";', errors: [{ messageId: "named" }] },
      { code: 'const g = `${"doppel"}kopf`;', errors: [{ messageId: "named" }] },
      { code: 'const g = ["dopp", "elkopf"].join("");', errors: [{ messageId: "named" }] },
      { code: 'const g = "klammern".toLowerCase();', errors: [{ messageId: "named" }] }, // once, not twice
    ],
  });

  tester.run("no-entrant-size-test", gameSeam.rules["no-entrant-size-test"], {
    valid: [
      "Array.from({ length: entrant.players });",
      "const slots = ['a', 'b'].slice(0, g.entrant.players);",
      "if (given < g.entrant.players) x();",
      "if (round.players === 2) x();",
      "const { players } = round; if (players < 2) x();", // another thing's players
      "const { players } = entrant; if (given > players) x();", // a count against a count
      "function f(players) { return players === 2; } const { players } = entrant; f(players);",
    ],
    invalid: [
      { code: "const pairs = gameOf(t.game).entrant.players === 2;", errors: [{ messageId: "proxy" }] },
      { code: "if (entrant.players !== 1) x();", errors: [{ messageId: "proxy" }] },
      { code: "if (1 === g.entrant.players) x();", errors: [{ messageId: "proxy" }] },
      { code: "const pair = entrantPlayers == 2;", errors: [{ messageId: "proxy" }] },
      // Compared by order, or through a binding made from the entrant's size.
      { code: "if (entrant.players > 1) x();", errors: [{ messageId: "proxy" }] },
      { code: "const { players } = entrant; if (players < 2) x();", errors: [{ messageId: "proxy" }] },
      { code: "const { players: n } = gameOf(id).entrant; const pair = n >= 2;", errors: [{ messageId: "proxy" }] },
      { code: "const { entrant: { players } } = gameOf(id); const pair = 2 === players;", errors: [{ messageId: "proxy" }] },
      { code: "const n = g.entrant.players; if (n !== 1) x();", errors: [{ messageId: "proxy" }] },
      { code: "const { entrant: e } = gameOf(id); if (e.players === 2) x();", errors: [{ messageId: "proxy" }] },
      { code: "const e = gameOf(id).entrant; const { players } = e; if (players === 1) x();", errors: [{ messageId: "proxy" }] },
      { code: "function f() { return players === 1; } const { players } = entrant;", errors: [{ messageId: "proxy" }] },
      { code: "switch (entrant.players) { case 2: x(); }", errors: [{ messageId: "proxy" }] },
    ],
  });
});
