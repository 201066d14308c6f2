import { describe, expect, it } from "vitest";
import { blocksOf, diffField, diffFields, sideItems, sideParts, type DiffPart, type FieldDiff } from "@/lib/editing/diff";

/** The words one column shows, block by block, deletions as [-…-] and insertions as {+…+}. */
function column(parts: DiffPart[], side: "before" | "after"): string[] {
  return blocksOf(sideParts(parts, side)).map((block) =>
    block.map(({ op, text }) => (op === "delete" ? `[-${text}-]` : op === "insert" ? `{+${text}+}` : text)).join(""),
  );
}

function partsOf(diff: FieldDiff): DiffPart[] {
  if (diff.kind !== "text" && diff.kind !== "rich") throw new Error(`expected a word diff, got ${diff.kind}`);
  return diff.parts;
}

describe("the diff of plain text", () => {
  it("marks an inserted word and keeps the rest as it was", () => {
    const diff = diffField("section_title", "How we work", "How we really work");
    expect(diff.kind).toBe("text");
    expect(partsOf(diff)).toEqual([
      { op: "same", text: "How we " },
      { op: "insert", text: "really " },
      { op: "same", text: "work" },
    ]);
  });

  it("marks a deleted word on the before side only", () => {
    const parts = partsOf(diffField("title", "Our busy team", "Our team"));
    expect(column(parts, "before")).toEqual(["Our [-busy -]team"]);
    expect(column(parts, "after")).toEqual(["Our team"]);
  });

  it("shows a replaced run of words as one deletion and one insertion", () => {
    const parts = partsOf(diffField("title", "Meet the cat here", "Meet a dog here"));
    expect(parts).toEqual([
      { op: "same", text: "Meet " },
      { op: "delete", text: "the cat" },
      { op: "insert", text: "a dog" },
      { op: "same", text: " here" },
    ]);
  });

  it("compares Russian text word by word, not letter by letter", () => {
    const parts = partsOf(diffField("title", "Привет мир", "Привет друг"));
    expect(parts).toEqual([
      { op: "same", text: "Привет " },
      { op: "delete", text: "мир" },
      { op: "insert", text: "друг" },
    ]);
  });

  it("treats a missing text as empty: all of the new one is inserted", () => {
    expect(partsOf(diffField("description", null, "A new line"))).toEqual([{ op: "insert", text: "A new line" }]);
  });
});

describe("the diff of rich text", () => {
  it("keeps paragraph boundaries on both sides", () => {
    const diff = diffField("section_description", "<p>First paragraph.</p><p>Second one.</p>", "<p>First paragraph.</p><p>Second one, longer.</p><p>Third.</p>");
    expect(diff.kind).toBe("rich");
    expect(column(partsOf(diff), "before")).toEqual(["First paragraph.", "Second one."]);
    expect(column(partsOf(diff), "after")).toEqual(["First paragraph.", "Second one{+, longer+}.", "{+Third.+}"]);
  });

  it("marks a changed word inside <strong> as visible text, without the markup", () => {
    const parts = partsOf(diffField("section_description", "<p>We are <strong>fast</strong> and kind.</p>", "<p>We are <strong>quick</strong> and kind.</p>"));
    expect(parts).toEqual([
      { op: "same", text: "We are " },
      { op: "delete", text: "fast" },
      { op: "insert", text: "quick" },
      { op: "same", text: " and kind." },
    ]);
  });

  it("sees no change where only the markup changed", () => {
    const parts = partsOf(diffField("content", "<p>Hello <em>world</em></p>", "<p>Hello <strong>world</strong></p>"));
    expect(parts).toEqual([{ op: "same", text: "Hello world" }]);
  });

  it("splits list items and line breaks into blocks and decodes entities", () => {
    const parts = partsOf(diffField("content", "<ul><li>Tea &amp; cake</li><li>Coffee</li></ul>", "<ul><li>Tea &amp; cake</li></ul><p>One<br>Two</p>"));
    expect(column(parts, "before")).toEqual(["Tea & cake", "[-Coffee-]"]);
    expect(column(parts, "after")).toEqual(["Tea & cake", "{+One+}", "{+Two+}"]);
  });

  it("shows a new image by its alt text", () => {
    const parts = partsOf(diffField("content", "<p>Look</p>", '<p>Look</p><p><img src="/a.png" alt="A harbour"></p>'));
    expect(column(parts, "after")).toEqual(["Look", "{+🖼 A harbour+}"]);
  });
});

describe("the diff of translations", () => {
  it("compares each language on its own and leaves out unchanged ones", () => {
    const diff = diffField("section_title_translation", { es: "Cómo trabajamos", fr: "Notre méthode" }, { es: "Cómo trabajamos hoy", fr: "Notre méthode", de: "Wie wir arbeiten" });
    expect(diff.kind).toBe("translations");
    if (diff.kind !== "translations") return;
    expect(Object.keys(diff.locales).sort()).toEqual(["de", "es"]);
    expect(diff.locales.es).toEqual({ kind: "text", parts: [{ op: "same", text: "Cómo trabajamos" }, { op: "insert", text: " hoy" }] });
    expect(diff.locales.de).toEqual({ kind: "text", parts: [{ op: "insert", text: "Wie wir arbeiten" }] });
  });

  it("compares a rich field's translations as rich text", () => {
    const diff = diffField("section_description_translation", { es: "<p>Uno</p>" }, { es: "<p>Uno</p><p>Dos</p>" });
    if (diff.kind !== "translations") throw new Error(diff.kind);
    expect(diff.locales.es.kind).toBe("rich");
    expect(column(diff.locales.es.parts, "after")).toEqual(["Uno", "{+Dos+}"]);
  });
});

describe("the diff of a list", () => {
  it("shows a reorder of three ids as one move, not a deletion and an insertion", () => {
    const diff = diffField("metric_ids", ["a", "b", "c"], ["c", "a", "b"]);
    if (diff.kind !== "list") throw new Error(diff.kind);
    expect(diff.items).toEqual([
      { op: "move", value: "c", from: 3, to: 1 },
      { op: "same", value: "a", from: 1, to: 2 },
      { op: "same", value: "b", from: 2, to: 3 },
    ]);
  });

  it("names layout items by kind and id", () => {
    const hero = { kind: "hero", id: "h1" };
    const section = { kind: "template_section", id: "s1" };
    const heading = { kind: "heading_section", id: "s1" };
    const diff = diffField("items", [hero, section], [section, heading, hero]);
    if (diff.kind !== "list") throw new Error(diff.kind);
    expect(diff.items.map(({ op, value }) => [op, value])).toEqual([
      ["same", section],
      ["insert", heading],
      ["move", hero],
    ]);
    expect(diff.items.find((item) => item.op === "move")).toMatchObject({ from: 1, to: 3 });
  });

  it("keeps deleted items where they were on the before side", () => {
    const diff = diffField("page_paths", ["/", "/about", "/blog"], ["/", "/blog", "/contact"]);
    if (diff.kind !== "list") throw new Error(diff.kind);
    expect(sideItems(diff.items, "before").map(({ op, value }) => `${op} ${String(value)}`)).toEqual(["same /", "delete /about", "same /blog"]);
    expect(sideItems(diff.items, "after").map(({ op, value }) => `${op} ${String(value)}`)).toEqual(["same /", "same /blog", "insert /contact"]);
  });
});

describe("the diff of other values", () => {
  it("shows booleans, numbers, colours and objects as before and after", () => {
    const diffs = diffFields(
      { is_slider: false, grid_columns: 3, background_color: "#ffffff", gradient: { from: "#000", to: "#fff" } },
      { is_slider: true, grid_columns: 4, background_color: "#0f172a", gradient: { from: "#111", to: "#fff" } },
      ["is_slider", "grid_columns", "background_color", "gradient"],
    );
    expect(diffs).toEqual([
      { field: "is_slider", diff: { kind: "value", before: false, after: true } },
      { field: "grid_columns", diff: { kind: "value", before: 3, after: 4 } },
      { field: "background_color", diff: { kind: "value", before: "#ffffff", after: "#0f172a" } },
      { field: "gradient", diff: { kind: "value", before: { from: "#000", to: "#fff" }, after: { from: "#111", to: "#fff" } } },
    ]);
  });

  it("reads a missing row as no values: a created row's fields are all new", () => {
    expect(diffFields(null, { section_title: "New section here", grid_columns: 2 }, ["section_title", "grid_columns"])).toEqual([
      { field: "section_title", diff: { kind: "text", parts: [{ op: "insert", text: "New section here" }] } },
      { field: "grid_columns", diff: { kind: "value", before: undefined, after: 2 } },
    ]);
  });
});
