// Organizer pages: a foreign, unknown or malformed id looks the same from outside (404), as on the club page.
import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";

export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((e: unknown) => {
    if (e instanceof TRPCError && ["FORBIDDEN", "BAD_REQUEST", "NOT_FOUND"].includes(e.code)) notFound();
    throw e;
  });
}
