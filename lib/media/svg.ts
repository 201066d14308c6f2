import sanitizeHtml from "sanitize-html";

// Drawing elements and their presentation attributes only: no script, no foreignObject, no event handlers,
// no animation that could set an href, and links only within the file (#id).
const TAGS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "filter", "feGaussianBlur",
  "feOffset", "feBlend", "feColorMatrix", "feMerge", "feMergeNode", "feFlood", "feComposite",
];
const ATTRIBUTES = [
  "id", "class", "viewBox", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "d", "points",
  "fill", "fill-opacity", "fill-rule", "clip-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
  "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "stroke-miterlimit", "opacity", "transform", "offset",
  "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod", "fx", "fy", "clip-path", "mask",
  "filter", "font-family", "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline", "letter-spacing",
  "preserveAspectRatio", "xmlns", "version", "role", "aria-label", "aria-hidden", "stdDeviation", "dx", "dy", "in", "in2",
  "result", "mode", "values", "type", "operator", "flood-color", "flood-opacity", "patternUnits", "maskUnits",
  "clipPathUnits", "href", "xlink:href", "xmlns:xlink",
];

/**
 * An uploaded SVG reduced to drawing: scripts, event handlers, foreign content and outside references are
 * removed. It is also served with a sandboxing CSP (storage), so even a file that slipped past runs nothing.
 */
export function sanitizeSvg(svg: string): string {
  const clean = sanitizeHtml(svg, {
    allowedTags: TAGS,
    allowedAttributes: { "*": ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ["href", "xlink:href"],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    disallowedTagsMode: "discard",
    exclusiveFilter: (frame) => (frame.attribs.href ?? frame.attribs["xlink:href"] ?? "#").trim().startsWith("#") === false,
  });
  return clean.trim();
}
