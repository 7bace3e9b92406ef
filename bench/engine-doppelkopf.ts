// Placeholder until the Doppelkopf engine benchmark lands (issue 4).
export async function runDoppelkopfBench(): Promise<void> {}
