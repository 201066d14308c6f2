import type { Locale } from "@/lib/i18n/locales";
import { siteNodes } from "@/lib/seo/json-ld/page";
import { jsonLdDocument } from "@/lib/seo/json-ld/serialize";
import { getSiteFacts } from "@/lib/seo/site-facts";
import { JsonLd } from "./json-ld";

/** The Organization and WebSite nodes, once on every page of a site (the site layout renders it). */
export async function SiteJsonLd({ site, locale }: { site: string; locale: Locale }) {
  const facts = await getSiteFacts(site, locale);
  const document = facts && jsonLdDocument(siteNodes(facts));
  return document ? <JsonLd document={document} /> : null;
}
