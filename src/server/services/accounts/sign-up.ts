import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { ServiceCall } from "../_shared/context";
import { createAccount } from "./create-account";
import { limitAddress } from "../_shared/limit-address";
import { emailField, nameField, passwordField, textField } from "../_shared/schemas";
import { reserveSignUpAttempt } from "./sign-up-limit";

export const signUpInput = z.object({
  email: emailField,
  name: nameField("Der Name", "The name"),
  password: passwordField,
  /** Only while no administrator exists (see setup-code.ts); ignored afterwards. */
  setupCode: textField({ de: "Der Einrichtungscode", en: "The setup code" })
    .trim()
    .max(100, bi("Das ist kein Einrichtungscode.", "That is not a setup code."))
    .optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

/**
 * Public sign-up. The answer is the same whether the address was new or already had an account, so sign-up
 * does not tell strangers who has one: the client signs in with the same email and password next, which works
 * for a new account (and for the owner of an existing one) and fails like any wrong password otherwise.
 */
export async function signUp({ ctx, input }: ServiceCall<SignUpInput>): Promise<{ next: "sign-in" }> {
  await reserveSignUpAttempt(ctx.db, limitAddress(ctx.clientAddress));
  await createAccount(ctx.db, input);
  return { next: "sign-in" };
}
