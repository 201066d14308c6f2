import { describe, expect, it } from "vitest";
import { sameStructure } from "@/lib/translations/rich-text";

const LINK = '<p>Read <a href="https://acme.test/travel?a=1&amp;b=2" class="link">our travel guide</a> and <strong>book</strong>.</p>';
const LIST = '<ul><li>Cloud <em>services</em></li><li><ol><li>One</li><li>Two <a href="/contact">contact</a></li></ol></li></ul>';

describe("sameStructure", () => {
  it("accepts a translation that changes only the text, links included", () => {
    expect(sameStructure(LINK, '<p>Lisez <a href="https://acme.test/travel?a=1&amp;b=2" class="link">notre guide de voyage</a> et <strong>réservez</strong>.</p>')).toBe(true);
  });

  it("accepts nested lists translated in place", () => {
    expect(sameStructure(LIST, '<ul><li>Nuage <em>services</em></li><li><ol><li>Un</li><li>Deux <a href="/contact">contact</a></li></ol></li></ul>')).toBe(true);
  });

  it("accepts plain text against plain text", () => {
    expect(sameStructure("Welcome home & more", "Bienvenue à la maison et plus")).toBe(true);
  });

  it("refuses a link whose address changed or was translated", () => {
    expect(sameStructure(LIST, '<ul><li>Nuage <em>services</em></li><li><ol><li>Un</li><li>Deux <a href="/fr/contact">contact</a></li></ol></li></ul>')).toBe(false);
    expect(sameStructure('<img src="/media/a.jpg" alt="A beach">', '<img src="/media/b.jpg" alt="Une plage">')).toBe(false);
  });

  it("refuses tags dropped, added, renamed or moved to another nesting", () => {
    expect(sameStructure(LINK, "Lisez notre guide de voyage et réservez.")).toBe(false);
    expect(sameStructure("Welcome", "<b>Bienvenue</b>")).toBe(false);
    expect(sameStructure(LINK, LINK.replaceAll("strong>", "em>"))).toBe(false);
    expect(sameStructure(LIST, '<ul><li>Nuage <em>services</em></li><li><ol><li>Un</li></ol><a href="/contact">contact</a></li></ul>')).toBe(false);
  });

  it("ignores attributes that are not addresses, such as a class, and how void tags are written", () => {
    expect(sameStructure('<p class="lead">Home<br></p>', '<p class="intro">Accueil<br /></p>')).toBe(true);
  });
});
