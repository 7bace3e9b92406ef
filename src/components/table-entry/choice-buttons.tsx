"use client";
// A row of large toggle buttons (seats, suits, how trump was chosen): one tap chooses, no typing.
import type { ReactNode } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { ErrorText } from "../ui";

export interface Choice<T> {
  value: T;
  label: ReactNode;
  /** Accessible name when the label is a symbol. */
  name?: string;
  className?: string;
}

export function ChoiceButtons<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  errors,
  columns = 4,
  allowNone,
}: {
  legend: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (v: T | null) => void;
  errors?: Bilingual[];
  columns?: number;
  /** Tapping the chosen button again clears it. */
  allowNone?: boolean;
}) {
  const cols = { 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4", 5: "grid-cols-5", 6: "grid-cols-6" }[columns] ?? "grid-cols-4";
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-lg font-semibold">{legend}</legend>
      <div className={`grid gap-2 ${cols}`}>
        {choices.map((c) => {
          const on = c.value === value;
          return (
            <button
              key={String(c.value)}
              type="button"
              aria-pressed={on}
              aria-label={c.name}
              onClick={() => onChange(on && allowNone ? null : c.value)}
              className={`min-h-14 min-w-0 rounded-lg border-2 px-1 text-lg font-semibold hyphens-auto break-words transition sm:px-2 sm:text-xl ${
                on ? "border-brand bg-brand text-white" : "border-stone-300 bg-white text-stone-900 hover:bg-stone-100"
              } ${c.className ?? ""}`}
            >
              {c.label}
            </button>
          );
        })}
      </div>
      {errors?.map((e, i) => <ErrorText key={i} error={e} />)}
    </fieldset>
  );
}
