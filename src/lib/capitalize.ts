/** A word with its first letter upper case, as a label or a sentence starts it ("Paar 3", "Spieler 7"). */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
