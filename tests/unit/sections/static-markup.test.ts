import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { render as serialize } from "dom-serializer";
import { parseDocument } from "htmlparser2";
import { describe, expect, it, vi } from "vitest";
import { Markup } from "@/components/sections/markup";
import { inlineStaticMarkup } from "@/components/sections/static-markup";
import { CLIENT_REFERENCE } from "@/lib/next-internals/client-reference";
import { decodeMarkup } from "@/lib/sections/markup-code";

const h = createElement;
/** The same markup whatever its spelling (`<img/>` or `<img>`, attribute order kept). */
const normalized = (html: string) => serialize(parseDocument(html));
const markup = (node: ReactNode) => normalized(renderToStaticMarkup(h(Fragment, null, node)));

type Props = { dangerouslySetInnerHTML?: { __html: string }; children?: ReactNode; [name: string]: unknown };
const element = (node: ReactNode) => node as ReactElement<Props>;
const childrenOf = (node: ReactNode) => [element(node).props.children].flat() as ReactNode[];
/** The tag an element renders: its own, or the one a `Markup` stands for. */
const tagOf = (node: ReactNode) => (element(node).type === Markup ? element(node).props.as : element(node).type);
/** The HTML string an element holds as its inside, decoded from the payload's form, or undefined. */
const innerHtml = (node: ReactNode) => {
  const { type, props } = element(node);
  return type === Markup ? decodeMarkup(props.html as string) : props.dangerouslySetInnerHTML?.__html;
};

function Card({ title, text }: { title: string; text: string }) {
  return h("article", { className: "stack-card p-6" }, h("h3", { className: "card-title" }, title), text && h("p", null, text));
}

function Section({ cards }: { cards: { id: string; title: string; text: string }[] }) {
  return h(
    "section",
    { "data-section-id": "s1", "data-section-type": "metrics", className: "section-box bg-sky-50" },
    h("header", null, h("h2", { className: "ts-title" }, "Why ", h("em", null, "us"), " <fast> & \"kind\" 'always'")),
    h(
      "div",
      { className: "grid", style: { maxWidth: "100%", width: 120, opacity: 0.5, zIndex: 2, "--visible": 3, marginTop: 0 } },
      cards.map((card) => h(Card, { key: card.id, ...card })),
    ),
    h("img", { src: "/m/a.jpg", srcSet: "/m/a.jpg?w=640 640w", sizes: "50vw", alt: "A \"view\"", width: 640, height: 480, loading: "lazy", decoding: "async" }),
    h("p", { hidden: true, "aria-hidden": true, "data-open": false, tabIndex: -1, title: undefined }, "hidden"),
    h("div", { dangerouslySetInnerHTML: { __html: "<p>stored <b>rich</b> text</p>" } }),
    h(Fragment, null, h("span", { className: "a" }, "one"), null, false, 0, h("br")),
  );
}

const CARDS = [
  { id: "c1", title: "Strategy", text: "Plans that hold" },
  { id: "c2", title: "Operations & delivery", text: "" },
];

describe("inlineStaticMarkup", () => {
  it("renders a section's plain parts into exactly the markup React renders", () => {
    const tree = h(Section, { cards: CARDS });
    expect(markup(inlineStaticMarkup(tree))).toBe(markup(tree));
  });

  it("keeps the section an element with its children as elements, each holding its inside as one HTML string", () => {
    const section = element(inlineStaticMarkup(h(Section, { cards: CARDS })));
    expect(section.type).toBe("section");
    expect(section.props["data-section-id"]).toBe("s1");
    const [header, grid] = childrenOf(section);
    expect(tagOf(header)).toBe("header");
    expect(innerHtml(header)).toBe("<h2 class=ts-title>Why <em>us</em> &lt;fast&gt; &amp; &quot;kind&quot; &#x27;always&#x27;</h2>");
    expect(innerHtml(grid)).toContain("<article class='stack-card p-6'><h3 class=card-title>Strategy</h3><p>Plans that hold</p></article>");
  });

  it("leaves client components to React without running them, and inlines what sits beside them", () => {
    const Slider = Object.assign(vi.fn(() => h("div", null, "slides")), { $$typeof: CLIENT_REFERENCE });
    const tree = h("section", { "data-section-id": "s2" }, h("div", { className: "row" }, h("p", null, h("b", null, "plain")), h(Slider, { count: 3 })));
    const row = element(childrenOf(inlineStaticMarkup(tree))[0]);
    expect(Slider).not.toHaveBeenCalled();
    const [paragraph, slider] = childrenOf(row);
    expect(innerHtml(paragraph)).toBe("<b>plain</b>");
    expect(element(slider).type).toBe(Slider);
    expect(element(slider).props.count).toBe(3);
  });

  it("leaves the page's first image (fetchpriority high), form controls and SVG to React", () => {
    const tree = h(
      "section",
      { "data-section-id": "hero" },
      h("div", { className: "media" }, h("img", { src: "/m/hero.jpg", alt: "", fetchPriority: "high" })),
      h("div", null, h("button", { type: "button" }, h("span", null, "Go"))),
      h("div", null, h("svg", { viewBox: "0 0 20 20", strokeWidth: 2 }, h("path", { d: "M0 0" }))),
    );
    const [media, buttonBox, svgBox] = childrenOf(inlineStaticMarkup(tree)).map(element);
    expect(element(childrenOf(media)[0]).props.fetchPriority).toBe("high");
    expect(element(childrenOf(buttonBox)[0]).type).toBe("button");
    expect(element(childrenOf(svgBox)[0]).type).toBe("svg");
    expect(markup(inlineStaticMarkup(tree))).toBe(markup(tree));
  });

  it("keeps the keys of list items it leaves as elements", () => {
    const Slider = Object.assign(() => null, { $$typeof: CLIENT_REFERENCE });
    const items = ["a", "b"].map((id) => h("li", { key: id }, h("strong", null, id), h(Slider)));
    const list = element(inlineStaticMarkup(h("ul", null, items)));
    const rendered = childrenOf(list).filter(isValidElement);
    expect(rendered.map((item) => item.key)).toEqual(["a", "b"]);
    // An element that had no key gets none (not the string "null", which would also travel in the payload).
    expect(list.key).toBeNull();
  });
});

describe("the markup in the page's payload", () => {
  it("travels without the < and > that the payload's script spells in six bytes each, and renders the same HTML", () => {
    const tree = h("section", { "data-section-id": "s4" }, h("div", { className: "grid" }, h("p", null, h("b", null, "a < b"))));
    const [grid] = childrenOf(inlineStaticMarkup(tree));
    expect(element(grid).type).toBe(Markup);
    expect(element(grid).props.html).not.toMatch(/[<>]/);
    expect(innerHtml(grid)).toBe("<p><b>a &lt; b</b></p>");
    expect(markup(inlineStaticMarkup(tree))).toBe(markup(tree));
  });

  it("keeps a string that holds the coding's own characters as it is", () => {
    const tree = h("section", { "data-section-id": "s5" }, h("div", null, h("p", null, "`npm test` and 2^10"), h("p", null, "b")));
    const [box] = childrenOf(inlineStaticMarkup(tree));
    expect(element(box).type).toBe("div");
    expect(innerHtml(box)).toBe("<p>`npm test` and 2^10</p><p>b</p>");
    expect(markup(inlineStaticMarkup(tree))).toBe(markup(tree));
  });
});

describe("the children a client component is handed", () => {
  it("are inlined like any markup, and the client component still gets one child per card", () => {
    const Slider = Object.assign(vi.fn(() => null), { $$typeof: CLIENT_REFERENCE });
    const cards = ["a", "b"].map((id) => h("article", { key: id, className: "card" }, h("h3", null, id), h("p", null, `text ${id}`)));
    const slider = element(inlineStaticMarkup(h(Slider, { label: "Results" }, cards)));
    expect(Slider).not.toHaveBeenCalled();
    expect(slider.type).toBe(Slider);
    expect(slider.props.label).toBe("Results");
    const slides = childrenOf(slider);
    expect(slides.map(tagOf)).toEqual(["article", "article"]);
    expect(slides.map(innerHtml)).toEqual(["<h3>a</h3><p>text a</p>", "<h3>b</h3><p>text b</p>"]);
    expect(slides.map((slide) => element(slide).key)).toEqual(["a~html", "b~html"]);
  });
});

describe("a component element with a key", () => {
  it("hands its key to the element it renders, so no keyed fragment wraps each card", () => {
    const Slider = Object.assign(() => null, { $$typeof: CLIENT_REFERENCE });
    const slider = element(inlineStaticMarkup(h(Slider, null, CARDS.map((card) => h(Card, { key: card.id, ...card })))));
    const slides = childrenOf(slider);
    expect(slides.map((slide) => element(slide).type)).toEqual([Markup, Markup]);
    expect(slides.map((slide) => element(slide).key)).toEqual(["c1~html", "c2~html"]);
  });
});

describe("an element whose form changes after an edit", () => {
  it("is keyed apart as markup and as elements, so React replaces it rather than adding children beside the markup", () => {
    const Slider = Object.assign(() => null, { $$typeof: CLIENT_REFERENCE });
    const hero = (withSlider: boolean) =>
      h("section", { "data-section-id": "hero" }, h("div", { className: "hero-grid" }, h("h1", null, h("span", null, "Title")), withSlider && h(Slider)));
    const [asMarkup] = childrenOf(inlineStaticMarkup(hero(false))).map(element);
    const [asElements] = childrenOf(inlineStaticMarkup(hero(true))).map(element);
    expect(innerHtml(asMarkup)).toBe("<h1><span>Title</span></h1>");
    expect(innerHtml(asElements)).toBeUndefined();
    expect(asMarkup.key).not.toBe(asElements.key);
  });
});

describe("a section whose inner component throws", () => {
  it("shows the section's red box, since its server components now run inside renderSafely", async () => {
    const { renderSafely } = await import("@/components/sections/page-sections");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error("broken");
    }
    const section = h("section", { "data-section-id": "s3" }, h("header", null, h("h2", null, "Title")), h("div", null, h(Broken)));
    const rendered = renderSafely(() => inlineStaticMarkup(section), () => h("p", { role: "alert" }, "Error rendering section: Title"));
    expect(renderToStaticMarkup(h(Fragment, null, rendered))).toBe('<p role="alert">Error rendering section: Title</p>');
  });
});
