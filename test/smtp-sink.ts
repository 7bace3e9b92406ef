// A minimal SMTP server on a free local port that keeps every message it is given, for tests of outgoing mail
// through a real SMTP client (no TLS, no authentication). `refuse` makes it answer every RCPT with 550.
import { createServer, type Server, type Socket } from "node:net";

export interface SinkMail {
  to: string[];
  /** The message as sent (headers and body), with quoted-printable soft breaks and escapes decoded. */
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: SinkMail[];
  refuse: boolean;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: SmtpSink = { url: "", mails: [], refuse: false, close: async () => {} };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          sink.mails.push({ to, raw: decodeQuotedPrintable(buffer.slice(0, end)) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          say("250 OK queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") say("250 sink");
        else if (verb === "MAIL") say("250 OK");
        else if (verb === "RCPT") {
          if (sink.refuse) say("550 no such mailbox");
          else {
            to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
            say("250 OK");
          }
        } else if (verb === "DATA") {
          inData = true;
          say("354 go ahead");
        } else if (verb === "QUIT") {
          say("221 bye");
          socket.end();
        } else if (verb === "RSET" || verb === "NOOP") say("250 OK");
        else say("502 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  sink.url = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return sink;
}
