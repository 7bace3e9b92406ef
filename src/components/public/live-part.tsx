"use client";
// One live part of a public page (a table of the round, a standings position, a heading): rendered by the server
// like any element, marked so that the server can send it again when it changes (server/live/parts.ts), and shown
// from then on as sent (LiveRefresh asks for the parts on each change) until the page renders anew. The element
// itself stays, so what the page's own scripts set on it (the projector hides rows by their style) is kept.
import { createElement, useLayoutEffect, useRef, useSyncExternalStore, type HTMLAttributes, type ReactNode } from "react";
import { PART_ATTRIBUTE, type PartsAnswer } from "@/lib/live-parts";

/** A part as the server sent it: the element's content and attributes at the newer version. */
interface SentPart {
  html: string;
  attributes: [string, string][];
}

// The parts sent since the page was last rendered, by id, and the LiveParts that show them.
const received = new Map<string, SentPart>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** Shows the parts of an answer (their outer HTML, parsed by the browser as the page's own). */
export function showSentParts(parts: Extract<PartsAnswer, { parts: unknown }>["parts"]): void {
  const template = document.createElement("template");
  for (const [id, outer] of parts) {
    template.innerHTML = outer;
    const element = template.content.firstElementChild;
    if (element) received.set(id, { html: element.innerHTML, attributes: [...element.attributes].map((a) => [a.name, a.value]) });
  }
  if (parts.length) for (const listener of listeners) listener();
}

/** The page rendered anew: what it renders is at least as new as anything sent. */
export function forgetSentParts(): void {
  if (received.size === 0) return;
  received.clear();
  for (const listener of listeners) listener();
}

type Props = HTMLAttributes<HTMLElement> & {
  /** Unique on the page, and the same for the same place at every version (table 12 of round 3, position 7). */
  part: string;
  as?: "div" | "li" | "tr" | "thead" | "h2" | "p" | "ol" | "summary";
  children?: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export function LivePart({ part, as = "div", children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const sent = useSyncExternalStore(subscribe, () => received.get(part), () => undefined);
  // React sets an element's attributes only where its props change, so those of a sent part are put on the
  // element here, and the element's own put back when the page renders anew.
  const wore = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || (!sent && !wore.current)) return;
    wear(element, sent ? sent.attributes : attributesOf(rest));
    wore.current = Boolean(sent);
  });
  const props = { ...rest, ref, [PART_ATTRIBUTE]: part };
  return sent ? createElement(as, { ...props, dangerouslySetInnerHTML: { __html: sent.html } }) : createElement(as, props, children);
}

/** Gives the element exactly these attributes, besides its mark and the style the page's scripts keep. */
function wear(element: HTMLElement, attributes: [string, string][]) {
  const names = new Set(attributes.map(([name]) => name));
  for (const { name } of [...element.attributes]) if (!names.has(name) && name !== "style" && name !== PART_ATTRIBUTE) element.removeAttribute(name);
  for (const [name, value] of attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The attributes React renders for these props (the ones a LivePart is given: classes, ids, data-*, aria-*; React
 * writes a data-* or aria-* boolean as its word, another as the attribute's presence). */
export function attributesOf(props: Record<string, unknown>): [string, string][] {
  return Object.entries(props).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null || typeof value === "function" || typeof value === "object") return [];
    if (typeof value === "boolean" && !/^(data|aria)-/.test(key)) return value ? [[key, ""]] : [];
    return [[key === "className" ? "class" : key, String(value)]];
  });
}
