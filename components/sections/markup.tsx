"use client";

import { createElement } from "react";
import { decodeMarkup } from "@/lib/sections/markup-code";

/**
 * An element whose inside is static HTML from the server (components/sections/static-markup.ts), with its tag
 * delimiters coded for the page's payload (lib/sections/markup-code.ts). While hydrating, React keeps the
 * server's DOM as it is; the decoded string is only set when the element mounts anew on the client.
 */
export function Markup({ as, html, ...props }: { as: string; html: string } & Record<string, unknown>) {
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: decodeMarkup(html) } });
}
