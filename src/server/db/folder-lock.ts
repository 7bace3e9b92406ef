// PGlite has no cross-process lock: two processes on one data folder lose confirmed writes (stack.md pitfall 7).
// We keep a lock file beside the folder holding our process id and refuse a folder that a live process holds.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class FolderLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock for `dir` or throws FolderLockedError naming the holder. Returns the release function. */
export function lockFolder(dir: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new FolderLockedError(
          `The PGlite data folder ${dir} is in use by process ${holder}. Stop that process or set PGLITE_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true }); // stale lock of a process that is gone (or our own)
    }
  }
  throw new FolderLockedError(`Could not lock the PGlite data folder ${dir}.`);
}
