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
    ],
    invalid: [
      { code: 'if (t.game === "doppelkopf") x();', errors: [{ messageId: "named" }] },
      { code: "const g = 'klammern';", errors: [{ messageId: "named" }] },
      { code: "const g = `doppelkopf`;", errors: [{ messageId: "named" }] },
      { code: 'useTranslations("doppelkopf");', errors: [{ messageId: "named" }] },
    ],
  });

  tester.run("no-entrant-size-test", gameSeam.rules["no-entrant-size-test"], {
    valid: ["Array.from({ length: entrant.players });", "const slots = ['a', 'b'].slice(0, g.entrant.players);", "if (given < g.entrant.players) x();", "if (round.players === 2) x();"],
    invalid: [
      { code: "const pairs = gameOf(t.game).entrant.players === 2;", errors: [{ messageId: "proxy" }] },
      { code: "if (entrant.players !== 1) x();", errors: [{ messageId: "proxy" }] },
      { code: "if (1 === g.entrant.players) x();", errors: [{ messageId: "proxy" }] },
      { code: "const pair = entrantPlayers == 2;", errors: [{ messageId: "proxy" }] },
    ],
  });
});
