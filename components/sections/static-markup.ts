import "server-only";
import { cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { isClientReference } from "@/lib/next-internals/client-reference";
import { codeMarkup } from "@/lib/sections/markup-code";
import { Markup } from "./markup";

/**
 * A section's static parts handed to the browser as HTML instead of element trees.
 *
 * Every server-rendered element is paid twice: once in the page's HTML and once in its React payload, where the
 * browser also builds a fiber for it while hydrating. Most of a section is plain markup that never changes on the
 * client (titles, texts, cards, images). `inlineStaticMarkup` renders the server components of a section tree and
 * turns each element whose whole subtree is plain markup into the same element with its children as one HTML
 * string (`dangerouslySetInnerHTML`): the DOM is the same, the payload carries one string instead of a tree of
 * elements, and hydration skips it. Client components, and everything React itself must see (hoisted tags, form controls,
 * media, SVG, the LCP image's preload), stay React elements.
 *
 * Elements marked with `data-section-id` keep their children as elements: the admin layer puts its buttons
 * inside them, and an HTML string replaced after an edit would drop those buttons.
 *
 * An inlined element travels as a `Markup` (./markup.tsx) with its string coded for the payload
 * (lib/sections/markup-code.ts): there each tag delimiter costs one byte instead of six.
 */

/** The element types left to React: hoisted or stateful tags, and name spaces whose attributes React maps. */
const KEPT_TAGS = new Set(["script", "style", "title", "meta", "link", "base", "form", "input", "textarea", "select", "option", "button", "video", "audio", "svg", "math", "template", "slot"]);
const VOID_TAGS = new Set(["area", "br", "col", "embed", "hr", "img", "source", "track", "wbr"]);
/** HTML's boolean attributes (React prop names): present when true, absent when false. */
const BOOLEAN_PROPS = new Set(["hidden", "inert", "open", "reversed", "default", "itemScope", "allowFullScreen", "noModule", "disablePictureInPicture", "playsInline"]);
const PROP_NAMES: Record<string, string> = { className: "class", htmlFor: "for", acceptCharset: "accept-charset", httpEquiv: "http-equiv" };
const SKIPPED_PROPS = new Set(["children", "dangerouslySetInnerHTML", "suppressHydrationWarning", "suppressContentEditableWarning", "ref", "key"]);
/** CSS properties whose numbers carry no unit (React's list, the ones a page may use). */
const UNITLESS = new Set([
  "animationIterationCount", "aspectRatio", "columnCount", "columns", "flex", "flexGrow", "flexShrink", "fontWeight", "gridArea",
  "gridColumn", "gridColumnEnd", "gridColumnStart", "gridRow", "gridRowEnd", "gridRowStart", "lineClamp", "lineHeight", "opacity",
  "order", "orphans", "scale", "tabSize", "widows", "zIndex", "zoom", "fillOpacity", "strokeOpacity", "strokeWidth",
]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

function styleText(style: Record<string, unknown>): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value == null || typeof value === "boolean" || value === "") continue;
    const property = name.startsWith("--") ? name : name.replace(/^ms(?=[A-Z])/, "-ms").replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const text = typeof value === "number" && value !== 0 && !name.startsWith("--") && !UNITLESS.has(name) ? `${value}px` : String(value);
    declarations.push(`${property}:${text}`);
  }
  return declarations.join(";");
}

/**
 * An attribute's value as HTML minifiers write it: bare where HTML allows, else in single quotes. The page's
 * payload is JSON inside a script string, where each double quote costs four bytes and a single one costs one.
 */
function quoted(value: string): string {
  return /^[^\s"'=<>`]+$/.test(value) ? escape(value) : `'${escape(value)}'`;
}

function attributes(props: Record<string, unknown>): string {
  let text = "";
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED_PROPS.has(name) || value == null || typeof value === "function" || typeof value === "symbol") continue;
    if (name === "style") {
      const css = styleText(value as Record<string, unknown>);
      if (css) text += ` style=${quoted(css)}`;
      continue;
    }
    const dashed = name.startsWith("aria-") || name.startsWith("data-");
    const attribute = dashed ? name : (PROP_NAMES[name] ?? name.toLowerCase());
    if (BOOLEAN_PROPS.has(name)) {
      if (value) text += ` ${attribute}`;
    } else if (typeof value === "boolean") {
      // Only aria-* and data-* spell a boolean out; React drops it on any other attribute.
      if (dashed) text += ` ${attribute}=${value}`;
    } else if (!((name === "src" || name === "href") && value === "")) {
      text += ` ${attribute}=${quoted(String(value))}`;
    }
  }
  return text;
}

/**
 * A subtree rendered: `node` is what React gets (the plain parts inlined as HTML strings), and `html` its markup
 * when the whole subtree is plain, or null when React must see part of it.
 */
interface Rendered {
  html: string | null;
  node: ReactNode;
}

const isFunctionComponent = (type: unknown): type is (props: unknown) => ReactNode =>
  typeof type === "function" && !isClientReference(type) && !(type.prototype && "isReactComponent" in type.prototype);

function keptAsElement(type: string, props: Record<string, unknown>): boolean {
  return KEPT_TAGS.has(type) || props.fetchPriority === "high" || "data-section-id" in props;
}

function withoutChildren(props: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...props };
  delete rest.children;
  return rest;
}

/** The element again with other children, spread as JSX passes several (so React asks no keys of them). */
function rebuilt(type: Parameters<typeof createElement>[0], props: Record<string, unknown>, key: string | null, children: ReactNode): ReactNode {
  // A key of null must be left out: createElement would make it the string "null".
  // No children at all is none passed: `children: undefined` would travel in the payload by name.
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return createElement(type, { ...withoutChildren(props), ...(key === null ? {} : { key }) }, ...list);
}

/** The suffix of an inlined element's key. */
const MARKUP_KEY = "~html";

/** The element as it is, under the key its component element had. */
const withKey = (node: ReactElement, key: string | null): ReactElement => (key === node.key ? node : cloneElement(node, { key }));

/**
 * The element with its children as one HTML string, under a key of its own: when an edit turns it from one form
 * into the other, React then replaces the element instead of adding children beside the markup it set.
 */
function inlined(type: string, props: Record<string, unknown>, key: string | null, position: number, html: string): ReactNode {
  const rest = { ...withoutChildren(props), key: `${key ?? position}${MARKUP_KEY}` };
  const coded = codeMarkup(html);
  if (coded === null) return createElement(type, { ...rest, dangerouslySetInnerHTML: { __html: html } });
  return createElement(Markup, { ...rest, as: type, html: coded });
}

function renderList(nodes: ReactNode[]): Rendered {
  const parts = nodes.map((node, position) => render(node, position));
  const plain = parts.every((part) => part.html !== null);
  return { html: plain ? parts.map((part) => part.html).join("") : null, node: parts.map((part) => part.node) };
}

/**
 * `inheritedKey` is the key of the component element that rendered `node`: handed down to the element it
 * returns, so the payload carries no keyed fragment around it.
 */
function render(node: ReactNode, position = 0, inheritedKey: string | null = null): Rendered {
  if (node == null || typeof node === "boolean") return { html: "", node };
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return { html: escape(String(node)), node };
  if (Array.isArray(node)) return renderList(node);
  if (!isValidElement<Record<string, unknown>>(node)) return { html: null, node };
  const { type, props } = node;
  const key = node.key ?? inheritedKey;
  if (type === Fragment || isFunctionComponent(type)) {
    const inside = render((type === Fragment ? props.children : type(props)) as ReactNode, position, key);
    const keyed = key == null || (isValidElement(inside.node) && [key, `${key}${MARKUP_KEY}`].includes(inside.node.key!));
    return { html: inside.html, node: keyed && !Array.isArray(inside.node) ? inside.node : rebuilt(Fragment, {}, key, inside.node) };
  }
  if (isClientReference(type)) {
    // A client component runs in the browser, but the server's children it is handed are plain markup too.
    const children = render(props.children as ReactNode);
    return { html: null, node: props.children === undefined ? withKey(node, key) : rebuilt(type, props, key, children.node) };
  }
  if (typeof type !== "string") return { html: null, node };

  const kept = keptAsElement(type, props);
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  if (inner) return { html: kept ? null : `<${type}${attributes(props)}>${inner.__html ?? ""}</${type}>`, node: withKey(node, key) };
  const children = render(props.children as ReactNode);
  if (children.html === null || kept) return { html: null, node: rebuilt(type, props, key, children.node) };
  const html = VOID_TAGS.has(type) ? `<${type}${attributes(props)}>` : `<${type}${attributes(props)}>${children.html}</${type}>`;
  // Children that are only text gain nothing as an HTML string; an element among them does.
  if (!children.html.includes("<")) return { html, node: withKey(node, key) };
  return { html, node: inlined(type, props, key, position, children.html) };
}

/**
 * The tree with each plain subtree inlined as HTML at its outermost element that may hold it: the children of an
 * element kept as such (a section, the parent of a client component) are inlined one by one.
 */
export function inlineStaticMarkup(node: ReactNode): ReactNode {
  return render(node).node;
}
