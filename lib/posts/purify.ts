// Post and landing-page HTML made safe in the browser (an editor's preview of what the server will store and
// render): DOMPurify with the server's allow-list (lib/posts/allow-list.ts). Browser only.
import DOMPurify from "dompurify";
import { POST_ATTRIBUTES, POST_TAGS, videoEmbedSrc } from "./allow-list";

const ATTRIBUTES = [...new Set(Object.values(POST_ATTRIBUTES).flat())];

let hooked = false;

/** Iframes only for the recognised players; links that open a new window never reach this one. */
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "iframe" && node instanceof Element && !videoEmbedSrc(node.getAttribute("src") ?? undefined)) node.remove();
  });
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("target")) node.setAttribute("rel", "noopener noreferrer");
  });
}

export function purifyPostHtml(html: string | null | undefined): string {
  if (!html) return "";
  addHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...POST_TAGS],
    ALLOWED_ATTR: ATTRIBUTES,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    ADD_ATTR: ["allowfullscreen"],
  });
}
