// Lint rules for the game seam (docs/architecture.md, "The game seam"): shared code asks the game's module and never
// names a game or guesses it from the number of players per entrant. A game's id may appear only in its own folders
// and in the registries that list every game; the ids are the folder names under src/games.
import fs from "node:fs";
import path from "node:path";

const gamesDir = path.resolve(import.meta.dirname, "../src/games");
export const gameIds = fs
  .readdirSync(gamesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const noGameId = {
  meta: {
    type: "problem",
    docs: { description: "A game's id appears only in its own folders and the registries." },
    messages: { named: 'Shared code names the game "{{id}}": ask the game\'s module instead (gameOf, gameViews or a registry).' },
    schema: [],
  },
  create(context) {
    const report = (node, value) => {
      if (gameIds.includes(value)) context.report({ node, messageId: "named", data: { id: value } });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") report(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0) report(node, node.quasis[0].value.cooked);
      },
    };
  },
};

// `entrant.players === 1`, `g.entrant.players !== 2`, `entrantPlayers === 2`: the entrant's size read as the game.
const isEntrantSize = (node) =>
  (node.type === "Identifier" && node.name === "entrantPlayers") ||
  (node.type === "MemberExpression" &&
    !node.computed &&
    node.property.name === "players" &&
    ((node.object.type === "Identifier" && node.object.name === "entrant") ||
      (node.object.type === "MemberExpression" && !node.object.computed && node.object.property.name === "entrant")));

const noEntrantSizeTest = {
  meta: {
    type: "problem",
    docs: { description: "The number of players per entrant is a count, never a test for the game." },
    messages: { proxy: "The entrant's size stands for the game here: ask the game's module for what you mean." },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (!["===", "!==", "==", "!="].includes(node.operator)) return;
        const sides = [node.left, node.right];
        if (sides.some(isEntrantSize) && sides.some((n) => n.type === "Literal" && typeof n.value === "number"))
          context.report({ node, messageId: "proxy" });
      },
    };
  },
};

export default { rules: { "no-game-id": noGameId, "no-entrant-size-test": noEntrantSizeTest } };
