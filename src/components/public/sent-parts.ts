// The parts of a public page the server sent since the page was last rendered (LiveRefresh asks for them on each
// change), by id: LivePart shows a sent part in place of what the server rendered until the page renders anew.
import type { PartsAnswer } from "@/lib/live-parts";

export interface SentPart {
  /** The element's content and its attributes as the server rendered them at the newer version. */
  html: string;
  attributes: [string, string][];
}

const sent = new Map<string, SentPart>();
const listeners = new Set<() => void>();

export function subscribeSentParts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function sentPart(id: string): SentPart | undefined {
  return sent.get(id);
}

/** Shows the parts of an answer (their outer HTML, parsed by the browser as the page's own). */
export function showSentParts(parts: Extract<PartsAnswer, { parts: unknown }>["parts"]): void {
  const template = document.createElement("template");
  for (const [id, outer] of parts) {
    template.innerHTML = outer;
    const element = template.content.firstElementChild;
    if (element) sent.set(id, { html: element.innerHTML, attributes: [...element.attributes].map((a) => [a.name, a.value]) });
  }
  if (parts.length) for (const listener of listeners) listener();
}

/** The page rendered anew: what it renders is at least as new as anything sent. */
export function forgetSentParts(): void {
  if (sent.size === 0) return;
  sent.clear();
  for (const listener of listeners) listener();
}
