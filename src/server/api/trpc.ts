// tRPC v11 setup: superjson, the error mapping, and the three kinds of procedure.
import { initTRPC } from "@trpc/server";
import { DomainError, forbidden } from "../errors";
import { requireUser } from "../services/_shared/access";
import type { ServiceContext } from "../services/_shared/context";
import { errorData, toTRPCError } from "./errors";
import { transformer } from "./transformer";

const t = initTRPC.context<ServiceContext>().create({
  transformer,
  errorFormatter({ shape, error }) {
    if (error.code === "INTERNAL_SERVER_ERROR") console.error("[trpc] internal error:", error.cause ?? error);
    // Never send stack traces or internal messages to clients.
    const { de, en, fieldErrors, current } = errorData(error);
    return {
      code: shape.code,
      message: en,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, de, en, fieldErrors, ...(current ? { current } : {}) },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Maps domain errors thrown by services, in one place for every procedure. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  // What a procedure throws arrives wrapped as INTERNAL_SERVER_ERROR with the thrown value as cause; tRPC's own
  // refusals (unreadable input JSON, an oversized batch) keep their code, or their cause would read as a bug.
  if (!result.ok) throw result.error.code === "INTERNAL_SERVER_ERROR" ? toTRPCError(result.error.cause ?? result.error) : result.error;
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors);

export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  const user = requireUser(ctx); // throws the bilingual UNAUTHORIZED
  return next({ ctx: { ...ctx, user } });
});

/** Organizer accounts (every account is one; the administrator too). Club membership is checked by the
 * service verbs, since it depends on the input. */
export const organizerProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "organizer" && ctx.user.role !== "admin") throw forbidden();
  return next({ ctx });
});

/** Table captains (no account): signed in with a table code; the session names exactly one table and round.
 * The services check that the input's table is the session's, under their own transaction. */
export const captainProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.captain)
    throw new DomainError(
      "UNAUTHORIZED",
      "Bitte mit dem Tischcode anmelden.",
      "Please sign in with the table code.",
    );
  return next({ ctx: { ...ctx, captain: ctx.captain } });
});
