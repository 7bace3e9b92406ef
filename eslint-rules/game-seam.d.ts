import type { Rule } from "eslint";

export declare const gameIds: string[];
declare const plugin: { rules: Record<"no-game-id" | "no-entrant-size-test", Rule.RuleModule> };
export default plugin;
