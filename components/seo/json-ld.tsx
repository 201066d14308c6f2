import { serializeJsonLd, type JsonLdDocument } from "@/lib/seo/json-ld/serialize";

/**
 * Structured data for search engines: inert JSON in the server-rendered HTML, no script runs. The text is
 * escaped so nothing in it can end the element (lib/seo/json-ld/serialize.ts).
 */
export function JsonLd({ document }: { document: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }} />;
}
