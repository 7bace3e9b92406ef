"use client";
// A row of large toggle buttons (touch targets of at least 48 px) for one choice.
import type { ReactNode } from "react";

export function ChoiceButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  name,
  buttonClassName = "",
}: {
  label: string;
  name: string;
  /** Extra classes for each button (a compact variant); the touch target stays at least 44 px. */
  buttonClassName?: string;
  options: { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 block text-base font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={label}>
        {options.map((o) => {
          const selected = o.value === value;
          return (
            <button
              key={String(o.value)}
              type="button"
              role="radio"
              aria-checked={selected}
              data-field={name}
              onClick={() => onChange(o.value)}
              className={`min-h-12 min-w-16 rounded-lg border px-4 py-2 text-lg font-semibold ${buttonClassName} ${
                selected ? "border-brand bg-brand text-white" : "border-stone-300 bg-white text-stone-900 hover:bg-stone-100"
              }`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
