import { isoDate } from "./dates";
import type { Feed, FeedItem } from "./items";
import { escapeXml, XML_DECLARATION, xmlElement as element } from "./xml";

const author = (name: string) => `<author>${element("name", name)}</author>`;

function atomEntry(item: FeedItem): string {
  return [
    "<entry>",
    element("title", item.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(item.link)}"/>`,
    // The post's address is its id: stable while its slug is.
    element("id", item.link),
    element("published", isoDate(item.published)),
    element("updated", isoDate(item.updated)),
    item.description ? element("summary", item.description) : "",
    item.author ? author(item.author) : "",
    "</entry>",
  ].join("");
}

/** An Atom 1.0 document; the site is the author of entries that name none (Atom requires one). */
export function buildAtom(feed: Feed): string {
  const head = [
    element("title", feed.title),
    element("subtitle", feed.description),
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.link)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    element("id", feed.selfUrl),
    element("updated", isoDate(feed.updated)),
    author(feed.title),
    ...feed.items.map(atomEntry),
  ];
  return `${XML_DECLARATION}\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.locale)}">\n${head.join("\n")}\n</feed>\n`;
}
