import type { Rule } from "eslint";

export declare function importTarget(specifier: string, filename: string): string | null;
declare const plugin: { rules: Record<"layer" | "no-server" | "no-deep-engine" | "no-db-queries" | "zod-fields", Rule.RuleModule> };
export default plugin;
