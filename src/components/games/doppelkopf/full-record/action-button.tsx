// A large action button of the card-by-card form (Vorbehalt, announcement, Schweinchen): one tap, one event.
import type { ReactNode } from "react";

export function ActionButton({ onClick, children, label }: { onClick: () => void; children: ReactNode; label?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="min-h-14 min-w-0 rounded-lg border-2 border-stone-300 bg-white px-3 text-lg font-semibold hyphens-auto break-words hover:bg-stone-100 sm:text-xl"
    >
      {children}
    </button>
  );
}
