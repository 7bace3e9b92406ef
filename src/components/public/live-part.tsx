"use client";
// One live part of a public page (a table of the round, a standings position, a heading): rendered by the server
// like any element, marked so that the server can send it again when it changes (server/live/parts.ts), and shown
// from then on as sent (sent-parts.ts) until the page renders anew. The element itself stays, so what the page's
// own scripts set on it (the projector hides rows by their style) is kept.
import { createElement, useLayoutEffect, useRef, useSyncExternalStore, type HTMLAttributes, type ReactNode } from "react";
import { PART_ATTRIBUTE } from "@/lib/live-parts";
import { sentPart, subscribeSentParts } from "./sent-parts";

type Props = HTMLAttributes<HTMLElement> & {
  /** Unique on the page, and the same for the same place at every version (table 12 of round 3, position 7). */
  part: string;
  as?: "div" | "li" | "tr" | "thead" | "h2" | "p" | "ol" | "summary";
  children?: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export function LivePart({ part, as = "div", children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const sent = useSyncExternalStore(subscribeSentParts, () => sentPart(part), () => undefined);
  // The sent element's attributes (its classes, its data-* marks), which React does not know of.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !sent) return;
    for (const [name, value] of sent.attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    for (const { name } of [...element.attributes]) if (name.startsWith("data-") && !sent.attributes.some(([n]) => n === name)) element.removeAttribute(name);
  }, [sent]);
  const props = { ...rest, ref, [PART_ATTRIBUTE]: part };
  return sent ? createElement(as, { ...props, dangerouslySetInnerHTML: { __html: sent.html } }) : createElement(as, props, children);
}
