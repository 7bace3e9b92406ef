export * from "./users";
export * from "./clubs";
export * from "./auth-failures";
export * from "./app-settings";
