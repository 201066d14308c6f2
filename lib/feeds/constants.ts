/** The feeds' public paths in the default language; another language's are under its prefix (`/es/feed.xml`). */
export const RSS_FEED_PATH = "/feed.xml";
export const ATOM_FEED_PATH = "/atom.xml";

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** The newest posts a feed lists: readers poll it, so it stays small whatever the blog's size. */
export const FEED_ITEM_LIMIT = 50;
