import type { Graph, Thing, WithContext } from "schema-dts";

/** One JSON-LD document: a single node with its context, or several in a graph. */
export type JsonLdDocument = Graph | WithContext<Thing>;

/**
 * The text of a `<script type="application/ld+json">` element. Every `<` becomes the JSON escape \u003c, so no
 * text an editor typed can close the element (`</script>`) or open a comment (`<!--`); `<` only ever occurs
 * inside JSON strings, which decode it back unchanged.
 */
export function serializeJsonLd(document: JsonLdDocument): string {
  return JSON.stringify(document).replaceAll("<", "\\u003c");
}

/** Nodes as one document (one script element, one context): nothing when there are none. */
export function jsonLdDocument(nodes: readonly (Thing | null)[]): JsonLdDocument | null {
  const present = nodes.filter((node): node is Thing => node !== null);
  if (present.length === 0) return null;
  return { "@context": "https://schema.org", "@graph": present };
}
