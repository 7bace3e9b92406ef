// Next.js calls register() once per server process before it handles requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return; // never touch the database while building
  const { startOrExit } = await import("./server/startup");
  await startOrExit();
}
