/**
 * The capitals the default icon's font draws (next/og's bundled Geist: Latin, Latin-1 and Latin Extended-A, basic
 * Cyrillic, digits). A letter outside them would make next/og fetch a font from Google at render time, which a
 * server may not reach: such a letter is drawn as its base letter (Ŏ → O), or left out.
 */
const DRAWN = /^[A-Z0-9À-ÖØ-ÞĀ-ſЀ-Я]$/u;
/** Extended-A letters the font lacks (ĸ has no capital). */
const NOT_DRAWN = new Set(["Ĕ", "Ĭ", "Ŏ", "Ŀ", "ĸ"]);

function drawable(letter: string): string | null {
  const capital = [...letter.toLocaleUpperCase()][0] ?? "";
  if (DRAWN.test(capital) && !NOT_DRAWN.has(capital)) return capital;
  const base = capital.normalize("NFKD")[0] ?? "";
  return /^[A-Z]$/.test(base) ? base : null;
}

/**
 * Up to two initials of the site's name for its default icon ("Northwind Consulting" → "NC", "Acme" → "A"): the
 * first drawable letter or digit of each of its first words. Empty when it has none (a name in Japanese).
 */
export function siteInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials: string[] = [];
  for (const word of words) {
    const letter = [...word].map(drawable).find((candidate) => candidate !== null);
    if (letter) initials.push(letter);
    if (initials.length === 2) break;
  }
  return initials.join("");
}
