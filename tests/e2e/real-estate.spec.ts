import { ALPENBAU } from "@/tests/helpers/seed-ids";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 37, "What a new user noticed": Alpenbau's real-estate section ("Wohnungen im Verkauf") showed its title
// and one sentence and no listing. On the demo home it lists real properties, each with a picture, a price, the
// number of rooms and the living area, in every language Alpenbau offers (de by default, en, es).

const SECTION = ALPENBAU.sections[3];

const LANGUAGES = [
  { path: "/", title: "Wohnungen im Verkauf", forSale: "Zu verkaufen", price: /€ \d{3}\.\d{3}/, rooms: /\d Zimmer/ },
  { path: "/en", title: "Apartments for sale", forSale: "For sale", price: /€\d{3},\d{3}/, rooms: /\d rooms/ },
  { path: "/es", title: "Pisos en venta", forSale: "En venta", price: /\d{3}\.\d{3} €/, rooms: /\d habitaciones/ },
];

test.describe("Alpenbau's apartments for sale", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const language of LANGUAGES) {
    test(`lists properties with a picture, price, rooms and area at ${language.path}`, async ({ page }) => {
      await page.goto(`${hosts.alpen}${language.path}`);
      const section = page.locator(`[data-section-id="${SECTION}"]`);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole("heading", { name: language.title })).toBeVisible();

      const listings = section.getByRole("article");
      await expect(listings).toHaveCount(3);
      for (const listing of await listings.all()) {
        await listing.scrollIntoViewIfNeeded();
        await expect(listing.getByRole("heading", { level: 3 })).not.toBeEmpty();
        await expect(listing).toContainText(language.forSale);
        await expect(listing).toContainText(language.price);
        await expect(listing).toContainText(language.rooms);
        await expect(listing).toContainText(/\d+ m²/);
        // A real picture: loaded from the site's own media address, not a broken image.
        const picture = listing.getByRole("img");
        await expect(picture).toBeVisible();
        await expect(picture).toHaveAttribute("src", /\/media\/wohnung-[\w-]+\.svg/);
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      }
    });
  }
});
