// Issue 37: a real-estate section on a demo home shows real listings (price, rooms, area, a picture) in every
// language its site offers, not only its title and description.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

interface Listing {
  section: string;
  metric: string | null;
  image: string | null;
  locale: string;
  title: string | null;
  description: string | null;
}

/** Every listing of every real-estate section placed on a home page, once per language its site offers. */
async function homeListings(): Promise<Listing[]> {
  const { rows } = await db.runner.query<Listing>(`
    select t.id::text as section, m.id::text as metric, m.image, locale,
           m.title_translation ->> locale as title, m.description_translation ->> locale as description
    from template_sections t
    join page_layout_items l on l.template_section_id = t.id and l.url_page = '/home'
    join settings s on s.organization_id = t.organization_id
    cross join lateral unnest(s.supported_locales) as locale
    left join template_section_metrics tm on tm.template_section_id = t.id
    left join metrics m on m.id = tm.metric_id
    where t.section_type = 'real_estate'`);
  return rows;
}

describe("the demo homes' real-estate sections", () => {
  it("each list at least two properties", async () => {
    const listings = await homeListings();
    expect(listings.length).toBeGreaterThan(0);
    const perSection = new Map<string, Set<string>>();
    for (const row of listings) {
      const ids = perSection.get(row.section) ?? new Set<string>();
      if (row.metric) ids.add(row.metric);
      perSection.set(row.section, ids);
    }
    for (const [section, ids] of perSection) expect(ids.size, section).toBeGreaterThanOrEqual(2);
  });

  it("show each property's picture, price, rooms and living area in every language the site offers", async () => {
    const missing: string[] = [];
    for (const row of await homeListings()) {
      const where = `${row.metric} (${row.locale})`;
      if (!row.image?.startsWith("/storage/v1/object/public/media/")) missing.push(`${where}: picture`);
      if (!row.title?.trim()) missing.push(`${where}: title`);
      const text = row.description ?? "";
      if (!/€\s?\d{3}[.,]\d{3}|\d{3}[.,]\d{3}\s?€/.test(text)) missing.push(`${where}: price`);
      if (!/\d\s+(Zimmer|rooms?|habitaci(ón|ones))\b/.test(text)) missing.push(`${where}: rooms`);
      if (!/\d+\s?m²/.test(text)) missing.push(`${where}: area`);
    }
    expect(missing).toEqual([]);
  });
});
