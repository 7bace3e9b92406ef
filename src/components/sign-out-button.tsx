"use client";
import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/" })}
      className="min-h-12 rounded-lg px-4 text-base font-semibold text-white hover:bg-white/10"
    >
      Abmelden
    </button>
  );
}
