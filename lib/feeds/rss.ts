import { rfc822Date } from "./dates";
import type { Feed, FeedItem } from "./items";
import { escapeXml, XML_DECLARATION, xmlElement as element } from "./xml";


function rssItem(item: FeedItem): string {
  return [
    "<item>",
    element("title", item.title),
    element("link", item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    item.description ? element("description", item.description) : "",
    element("pubDate", rfc822Date(item.published)),
    // RSS's own <author> must be an e-mail address; Dublin Core names a person.
    item.author ? element("dc:creator", item.author) : "",
    "</item>",
  ].join("");
}

/** An RSS 2.0 document; the atom:link names its own address, as feed validators ask. */
export function buildRss(feed: Feed): string {
  const channel = [
    element("title", feed.title),
    element("link", feed.link),
    element("description", feed.description),
    element("language", feed.locale),
    element("lastBuildDate", rfc822Date(feed.updated)),
    `<atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...feed.items.map(rssItem),
  ];
  return `${XML_DECLARATION}\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n${channel.join("\n")}\n</channel>\n</rss>\n`;
}
