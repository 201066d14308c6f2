/** Text or an attribute value as XML: the five characters with a meaning in markup become entities. */
export const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);

/** A document's first line: every feed and sitemap is UTF-8. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** An element holding escaped text. */
export const xmlElement = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
