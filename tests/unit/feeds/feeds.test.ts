import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildAtom } from "@/lib/feeds/atom";
import { ATOM_FEED_PATH, FEED_ITEM_LIMIT, RSS_FEED_PATH } from "@/lib/feeds/constants";
import { latestDate } from "@/lib/feeds/dates";
import { buildFeed, type FeedSite } from "@/lib/feeds/items";
import { feedAlternates } from "@/lib/feeds/links";
import { buildRss } from "@/lib/feeds/rss";
import type { PostRow } from "@/lib/posts/queries";
import { postRow } from "../../helpers/post-row";

const ORIGIN = "https://www.acme-viajes.example";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["item", "entry", "link"].includes(name) });

const blogPost = (fields: Partial<PostRow>) => postRow({ display_config: { display_as_blog_post: true }, ...fields });

const POSTS = [
  blogPost({
    slug: "fish-and-chips",
    title: "Fish & <Chips>",
    title_translation: { en: "Fish & <Chips>", es: "Pescado & <patatas>" },
    description: "Salt \"and\" vinegar",
    description_translation: { es: "Sal y vinagre" },
    author_name: "Lucía Fernández",
    author_config: { is_with_author: true },
    created_on: "2026-11-20T09:30:00.000Z",
    updated_at: "2026-11-25T12:00:00.000Z",
  }),
  postRow({ slug: "about", title: "About us", display_config: { display_as_blog_post: false } }),
  blogPost({
    slug: "rutas",
    title: "Routes",
    title_translation: { es: "   " },
    created_on: "2026-10-01T08:00:00.000Z",
    updated_at: "2026-10-01T08:00:00.000Z",
  }),
];

const site = (fields: Partial<FeedSite> = {}): FeedSite => ({
  origin: ORIGIN,
  locale: "en",
  defaultLocale: "es",
  name: "Acme Viajes",
  description: "News and articles from Acme Viajes.",
  feedPath: RSS_FEED_PATH,
  fallbackUpdated: "2026-12-01T00:00:00.000Z",
  ...fields,
});

describe("RSS feed", () => {
  const rss = (fields: Partial<FeedSite> = {}) => parser.parse(buildRss(buildFeed(POSTS, site(fields)))).rss;

  it("lists the blog posts, newest first, without the pages", () => {
    const items = rss().channel.item;
    expect(items.map((item: { title: string }) => item.title)).toEqual(["Fish & <Chips>", "Routes"]);
  });

  it("links each post in the feed's language, the default language without prefix", () => {
    expect(rss({ locale: "en" }).channel.item[0].link).toEqual([`${ORIGIN}/en/fish-and-chips`]);
    expect(rss({ locale: "es" }).channel.item[0].link).toEqual([`${ORIGIN}/fish-and-chips`]);
    expect(rss({ locale: "es" }).channel.item[0].guid).toEqual({ "#text": `${ORIGIN}/fish-and-chips`, "@isPermaLink": "true" });
  });

  it("picks title and description in the feed's language, the base text where a translation is missing or blank", () => {
    const [fish, routes] = rss({ locale: "es" }).channel.item;
    expect(fish.title).toBe("Pescado & <patatas>");
    expect(fish.description).toBe("Sal y vinagre");
    expect(routes.title).toBe("Routes");
    expect(routes.description).toBeUndefined();
    expect(rss({ locale: "en" }).channel.item[0].description).toBe('Salt "and" vinegar');
  });

  it("escapes & and < in titles so the document stays well-formed", () => {
    const xml = buildRss(buildFeed(POSTS, site()));
    expect(xml).toContain("<title>Fish &amp; &lt;Chips&gt;</title>");
    expect(xml).not.toContain("Fish & <Chips>");
  });

  it("dates items in RFC 822 and the channel by its latest change", () => {
    const { channel } = rss();
    expect(channel.item[0].pubDate).toBe("Fri, 20 Nov 2026 09:30:00 GMT");
    expect(new Date(channel.item[1].pubDate).toISOString()).toBe("2026-10-01T08:00:00.000Z");
    expect(channel.lastBuildDate).toBe("Wed, 25 Nov 2026 12:00:00 GMT");
  });

  it("describes the channel: site name, blog address, language, its own address and the author", () => {
    const { channel } = rss({ locale: "en" });
    expect(channel.title).toBe("Acme Viajes");
    expect(channel.description).toBe("News and articles from Acme Viajes.");
    expect(channel.language).toBe("en");
    expect(channel.link).toEqual([`${ORIGIN}/en/blog`]);
    expect(channel["atom:link"]).toEqual({ "@href": `${ORIGIN}/en/feed.xml`, "@rel": "self", "@type": "application/rss+xml" });
    expect(channel.item[0]["dc:creator"]).toBe("Lucía Fernández");
    expect(channel.item[1]["dc:creator"]).toBeUndefined();
  });

  it(`keeps to the newest ${FEED_ITEM_LIMIT} posts`, () => {
    const many = Array.from({ length: FEED_ITEM_LIMIT + 5 }, (_, i) => blogPost({ slug: `post-${i}` }));
    expect(buildFeed(many, site()).items).toHaveLength(FEED_ITEM_LIMIT);
    expect(buildFeed(many, site()).items[0].link).toBe(`${ORIGIN}/en/post-0`);
  });
});

describe("Atom feed", () => {
  const atom = (fields: Partial<FeedSite> = {}, posts = POSTS) =>
    parser.parse(buildAtom(buildFeed(posts, site({ feedPath: ATOM_FEED_PATH, ...fields })))).feed;

  it("has one entry per blog post with its address as link and id, in the feed's language", () => {
    const feed = atom({ locale: "es" });
    expect(feed["@xml:lang"]).toBe("es");
    expect(feed.entry.map((entry: { title: string }) => entry.title)).toEqual(["Pescado & <patatas>", "Routes"]);
    expect(feed.entry[0].id).toBe(`${ORIGIN}/fish-and-chips`);
    expect(feed.entry[0].link).toEqual([{ "@rel": "alternate", "@type": "text/html", "@href": `${ORIGIN}/fish-and-chips` }]);
    expect(feed.entry[0].summary).toBe("Sal y vinagre");
    expect(feed.entry[0].author).toEqual({ name: "Lucía Fernández" });
  });

  it("dates entries and the feed in RFC 3339", () => {
    const feed = atom();
    expect(feed.entry[0].published).toBe("2026-11-20T09:30:00.000Z");
    expect(feed.entry[0].updated).toBe("2026-11-25T12:00:00.000Z");
    expect(feed.updated).toBe("2026-11-25T12:00:00.000Z");
  });

  it("names the site, its blog and its own address, and the site as the feed's author", () => {
    const feed = atom({ locale: "en" });
    expect(feed.title).toBe("Acme Viajes");
    expect(feed.subtitle).toBe("News and articles from Acme Viajes.");
    expect(feed.id).toBe(`${ORIGIN}/en/atom.xml`);
    expect(feed.link).toEqual([
      { "@rel": "alternate", "@type": "text/html", "@href": `${ORIGIN}/en/blog` },
      { "@rel": "self", "@type": "application/atom+xml", "@href": `${ORIGIN}/en/atom.xml` },
    ]);
    expect(feed.author).toEqual({ name: "Acme Viajes" });
  });

  it("is valid with no posts, dated by the fallback", () => {
    const feed = atom({}, []);
    expect(feed.entry).toBeUndefined();
    expect(feed.updated).toBe("2026-12-01T00:00:00.000Z");
  });

  it("escapes & and < in titles", () => {
    const xml = buildAtom(buildFeed(POSTS, site({ feedPath: ATOM_FEED_PATH })));
    expect(xml).toContain("<title>Fish &amp; &lt;Chips&gt;</title>");
  });
});

describe("feed links", () => {
  it("gives the layout both feeds in the page's language", () => {
    expect(feedAlternates("es", "es")).toEqual({ "application/rss+xml": "/feed.xml", "application/atom+xml": "/atom.xml" });
    expect(feedAlternates("de", "es")).toEqual({ "application/rss+xml": "/de/feed.xml", "application/atom+xml": "/de/atom.xml" });
  });

  it("takes the latest of several timestamps, whatever their form", () => {
    expect(latestDate("2026-01-01T00:00:00.000Z", "2026-03-01 10:00:00.123456+00", null, undefined, "2026-02-01T00:00:00Z")).toBe("2026-03-01 10:00:00.123456+00");
    expect(latestDate(null, undefined)).toBeUndefined();
  });
});
