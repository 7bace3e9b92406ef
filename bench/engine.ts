// `npm run bench:engine`: every engine figure, one `BENCH <name> <value> <unit>` line each.
import { runKlammernBench } from "./engine-klammern";
import { runDoppelkopfBench } from "./engine-doppelkopf";

await runKlammernBench();
await runDoppelkopfBench();
