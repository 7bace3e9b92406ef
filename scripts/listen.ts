// Listening on the configured port, or stopping the start with one line that names it: a port another program
// holds must not leave a process running that serves nothing.
import type { Server } from "node:net";

/** The one line for a failed listen: the port, and what to do. */
export function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string {
  if (error.code === "EADDRINUSE")
    return `[stichfest] cannot start: port ${port} is already in use (on ${host}); stop the program that holds it or set PORT to a free port.`;
  if (error.code === "EACCES")
    return `[stichfest] cannot start: no permission to listen on port ${port} (on ${host}); set PORT to a port above 1023.`;
  if (error.code === "EADDRNOTAVAIL")
    return `[stichfest] cannot start: ${host} is no address of this machine (port ${port}); set HOST, e.g. HOST=0.0.0.0.`;
  return `[stichfest] cannot start: cannot listen on port ${port} (on ${host}): ${error.code ?? ""} ${error.message}`.trimEnd();
}

/** Resolves once `server` listens; otherwise prints the one line and exits with status 1. */
export function listenOrExit(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve) => {
    const fail = (error: NodeJS.ErrnoException) => {
      console.error(listenFailure(error, port, host));
      process.exit(1);
    };
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      resolve();
    });
  });
}
