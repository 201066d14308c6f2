// Issue 12: every menu, submenu and button link of the demo seed leads to a page, in every language the site offers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nestedPagePath } from "@/lib/site/page-path";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

/** Pages the app itself serves for every organisation (spec 000 §2 and the blog list). */
const APP_PAGES = new Set(["/", "/blog", "/login", "/register", "/reset-password", "/account", "/basket"]);

interface Link {
  org: string;
  source: string;
  url: string;
}

async function seededLinks(): Promise<Link[]> {
  const { rows } = await db.runner.query<Link>(`
    select organization_id::text as org, 'menu item' as source, '/' || url_name as url from menu_items where url_name is not null
    union all select organization_id::text, 'submenu item', '/' || url_name from submenu_items where url_name is not null
    union all select organization_id::text, 'hero button', coalesce(button_style ->> 'url', '/products') from heroes
    union all select organization_id::text, 'heading button', url from heading_sections where url is not null
    union all select organization_id::text, 'banner link', content #>> '{link,url}' from banners
      where is_enabled and content #>> '{link,url}' is not null
    union all select organization_id::text, 'post ' || slug, (regexp_matches(content, 'href="(/[^"]*)"', 'g'))[1] from blog_posts
      where content is not null`);
  return rows;
}

async function isPage(org: string, path: string): Promise<boolean> {
  if (APP_PAGES.has(path)) return true;
  const segments = path.split("/").filter(Boolean);
  const urlPage = segments.length === 1 ? path : nestedPagePath(segments);
  if (!urlPage) return false;
  const { rows } = await db.runner.query<{ found: boolean }>(
    `select exists (select 1 from page_layout_items where organization_id = $1 and url_page = $2)
         or exists (select 1 from blog_posts where organization_id = $1 and '/' || slug = $2 and is_published) as found`,
    [org, urlPage],
  );
  return rows[0].found;
}

describe("the demo seed's links", () => {
  it("all lead to a page with sections or a published post", async () => {
    const links = await seededLinks();
    expect(links.length).toBeGreaterThan(40);
    const broken: string[] = [];
    for (const link of links) {
      const path = link.url.split("#")[0] || "/";
      if (!(await isPage(link.org, path))) broken.push(`${link.org} ${link.source}: ${link.url}`);
    }
    expect(broken).toEqual([]);
  });

  it("name each page's texts in every language the site offers", async () => {
    const { rows } = await db.runner.query<{ row: string; missing: string }>(`
      with texts as (
        select organization_id, id, name_translation as t from heading_sections
        union all select organization_id, id, description_text_translation from heading_sections
        union all select organization_id, id, section_title_translation from template_sections
        union all select organization_id, id, title_translation from metrics
        union all select organization_id, id, description_translation from metrics where description is not null
      )
      select texts.id::text as row, locale as missing
      from texts
      join settings s using (organization_id)
      cross join lateral unnest(s.supported_locales) as locale
      join page_layout_items l on l.organization_id = texts.organization_id and (
        texts.id in (l.heading_section_id, l.template_section_id)
        or texts.id in (select metric_id from template_section_metrics m where m.template_section_id = l.template_section_id))
      where l.url_page <> '/home' and l.url_page <> '/about' and coalesce(btrim(texts.t ->> locale), '') = ''`);
    expect(rows).toEqual([]);
  });
});
