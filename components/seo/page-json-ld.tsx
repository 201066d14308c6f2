import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { newsLabelKey, productsLabelKey } from "@/lib/breadcrumbs/labels";
import { pageNodes, type PageContent } from "@/lib/seo/json-ld/page";
import { jsonLdDocument } from "@/lib/seo/json-ld/serialize";
import { getSiteFacts } from "@/lib/seo/site-facts";
import { JsonLd } from "./json-ld";

interface PageJsonLdProps extends Omit<PageContent, "breadcrumbs"> {
  site: string;
  locale: Locale;
  /** Names for path segments in the breadcrumb trail (a post's title for its slug), as the bar's overrides. */
  crumbLabels?: Record<string, string>;
}

/**
 * One page's own structured data in one script element, beside the site's from the layout: the breadcrumb
 * bar's trail (every page but home), its sections' FAQ and plans, its post.
 */
export async function PageJsonLd({ site, locale, crumbLabels, ...page }: PageJsonLdProps) {
  const [facts, t] = await Promise.all([getSiteFacts(site, locale), getTranslations({ locale, namespace: "Breadcrumbs" })]);
  if (!facts) return null;
  const breadcrumbs = {
    home: t("home"),
    productsLabel: t(`products.${productsLabelKey(facts.organizationType)}`),
    newsLabel: t(`news.${newsLabelKey(facts.organizationType)}`),
    overrides: crumbLabels && Object.fromEntries(Object.entries(crumbLabels).map(([segment, label]) => [segment, { label }])),
  };
  const document = jsonLdDocument(pageNodes(facts, { ...page, breadcrumbs }));
  return document ? <JsonLd document={document} /> : null;
}
