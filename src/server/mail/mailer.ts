// Outgoing mail, only when the server has mail settings (SMTP_URL): startup provides the mailer, and without it
// nothing is mailed and the invitation's link is shown to the inviting owner alone.
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** The address mailed links start with, e.g. "https://turnier.example" (no slash at the end). */
  linkBase: string;
  send(mail: OutgoingMail): Promise<void>;
}

const KEY = Symbol.for("stichfest.mailer");
const holder = globalThis as unknown as Record<symbol, Mailer | null | undefined>;

/** Set once at start (src/server/startup.ts), or by a test; null: no mail. Kept on globalThis, which the app's
 * instrumentation and its request handlers share. */
export function provideMailer(mailer: Mailer | null): void {
  holder[KEY] = mailer;
}

export function currentMailer(): Mailer | null {
  return holder[KEY] ?? null;
}

/** A mailer over SMTP (`smtp://user:pass@host:587`, `smtps://…:465`). A slow server delays the owner's answer by
 * at most about 10 s; a failure is reported to the caller, never thrown past it. */
export function smtpMailer(url: string, from: string, linkBase: string): Mailer {
  const transport = nodemailer.createTransport(url, {
    from,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    linkBase: linkBase.replace(/\/$/, ""),
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}
