// `next build` with a word every 20 s: compiling says nothing for a minute or two, and a first `npm start` should
// not look hung. Run by build-if-needed.ts (which must stay synchronous) as a child of its own.
import { spawn } from "node:child_process";
import console from "node:console";
import path from "node:path";
import process from "node:process";
import { clearInterval, setInterval } from "node:timers";

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const tick = setInterval(() => console.log(`[stichfest] still building (${seconds()} s) …`), 20_000);
const child = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], { stdio: "inherit" });
child.on("exit", (code, signal) => {
  clearInterval(tick);
  if (code === 0) console.log(`[stichfest] built in ${seconds()} s; later starts skip this until the sources change`);
  process.exit(code ?? (signal ? 1 : 0));
});
