// Placeholder until the Klammern engine benchmark lands (issue 3).
export async function runKlammernBench(): Promise<void> {}
