"use client";
import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/" })}
      className="min-h-12 rounded-lg bg-brand px-5 py-2 text-lg font-semibold text-white hover:bg-blue-800"
    >
      Jetzt abmelden
    </button>
  );
}
