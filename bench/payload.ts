/**
 * What a server-rendered page weighs: the HTML without the inline React flight payload, the payload
 * (`<script>self.__next_f.push(…)</script>` tags), and what the payload's bytes are spent on. Each byte
 * of the payload is counted as it stands in the HTML (a JSON string inside a script) and attributed to
 * the nearest client component prop that holds it (`SiteHeader.items`), the message namespace handed to
 * a NextIntlClientProvider (`messages.Auth`), class attributes of plain elements, text, or the
 * framework's own rows (client references, hints, the route tree).
 */
export interface PageBytes {
  html: number;
  payload: number;
  /** Bytes of class attributes in the HTML, quoted or not (the payload's classNames are a contributor). */
  htmlClasses: number;
  /** Contributors to the payload, largest first. */
  contributors: { name: string; bytes: number }[];
}

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The cost of a value in the HTML: its JSON, escaped once more as a JS string literal. */
const cost = (value: unknown) => Buffer.byteLength(JSON.stringify(JSON.stringify(value) ?? "")) - 2;

interface Row {
  tag: string;
  data: string;
}

/** Flight rows `id:tagdata\n`; `T` rows carry a hex byte length instead of a newline. */
function parseRows(flight: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  const bytes = Buffer.from(flight);
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(":", at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString();
    let tag = "";
    let next = colon + 1;
    while (next < bytes.length && /[A-Z]/.test(String.fromCharCode(bytes[next]!))) tag += String.fromCharCode(bytes[next++]!);
    if (tag === "T") {
      const comma = bytes.indexOf(",", next);
      const length = parseInt(bytes.subarray(next, comma).toString(), 16);
      rows.set(id, { tag, data: bytes.subarray(comma + 1, comma + 1 + length).toString() });
      at = comma + 1 + length;
    } else {
      const end = bytes.indexOf("\n", next);
      const stop = end < 0 ? bytes.length : end;
      rows.set(id, { tag, data: bytes.subarray(next, stop).toString() });
      at = stop + 1;
    }
  }
  return rows;
}

class Tally {
  readonly totals = new Map<string, number>();
  add(name: string, bytes: number) {
    this.totals.set(name, (this.totals.get(name) ?? 0) + bytes);
  }
}

/** Attributes the flight rows' bytes, walking from the root row through references. */
function attribute(rows: Map<string, Row>): Map<string, number> {
  const tally = new Tally();
  const seen = new Set<string>();
  const clientName = (ref: string) => {
    const row = rows.get(ref.slice(2));
    if (row?.tag !== "I") return "client component";
    const [, , exported] = JSON.parse(row.data) as [string, string[], string];
    // A repeated export name is its own string row (`11:"ViewportBoundary"`), referenced as "$11".
    const named = exported.startsWith("$") && rows.get(exported.slice(1)) ? (JSON.parse(rows.get(exported.slice(1))!.data) as string) : exported;
    return named === "default" || !named ? "default export (next/link, …)" : named;
  };

  const visitRow = (id: string, bucket: string) => {
    if (seen.has(id)) return;
    const row = rows.get(id);
    if (!row) return;
    seen.add(id);
    const overhead = Buffer.byteLength(`${id}:${row.tag}\n`);
    if (row.tag === "I") return tally.add("client references (I rows)", overhead + cost(row.data) - 2);
    if (row.tag === "HL") return tally.add("preload hints (HL rows)", overhead + cost(row.data) - 2);
    if (row.tag === "T") return tally.add(bucket, overhead + cost(row.data) - 2);
    tally.add("row overhead", overhead);
    try {
      walk(JSON.parse(row.data), bucket);
    } catch {
      tally.add(`unparsed ${row.tag || "JSON"} rows`, cost(row.data) - 2);
    }
  };

  const walk = (value: unknown, bucket: string): void => {
    if (typeof value === "string") {
      tally.add(bucket, cost(value));
      const ref = /^\$[@LQWKBnF]?([0-9a-f]+)$/.exec(value);
      if (ref) visitRow(ref[1]!, bucket);
      return;
    }
    if (Array.isArray(value)) {
      if (value[0] === "$" && value.length === 4 && typeof value[1] === "string") return walkElement(value as [string, string, unknown, Record<string, unknown> | null], bucket);
      tally.add("structure", value.length + 1);
      for (const item of value) walk(item, bucket);
      return;
    }
    if (value && typeof value === "object") {
      const entries = Object.entries(value);
      tally.add("structure", entries.length + 1);
      for (const [key, item] of entries) {
        tally.add(bucket, cost(key) + 1);
        walk(item, bucket);
      }
      return;
    }
    tally.add(bucket, cost(value));
  };

  const walkElement = ([, type, key, props]: [string, string, unknown, Record<string, unknown> | null], bucket: string) => {
    tally.add("element structure", cost(["$", type, key, {}]));
    const client = type.startsWith("$L") ? clientName(type) : null;
    if (type.startsWith("$L")) visitRow(type.slice(2), bucket);
    for (const [name, value] of Object.entries(props ?? {})) {
      const keyBytes = cost(name) + 1;
      if (name === "children") {
        tally.add("element structure", keyBytes);
        walk(value, client ? bucket : "text and children");
      } else if (client && name === "messages" && value && typeof value === "object") {
        tally.add("element structure", keyBytes);
        for (const [namespace, texts] of Object.entries(value)) tally.add(`messages.${namespace}`, cost(namespace) + 1 + cost(texts));
      } else if (client) {
        tally.add(`${client}.${name}`, keyBytes);
        walk(value, `${client}.${name}`);
      } else {
        const attribute = name === "className" ? "class attributes" : `attribute ${name}`;
        tally.add(attribute, keyBytes);
        walk(value, attribute);
      }
    }
  };

  visitRow("0", "framework (route tree)");
  for (const id of rows.keys()) visitRow(id, "rows reached through the route tree");
  return tally.totals;
}

/** Measures one page's HTML: its bytes with and without the payload, and the payload's contributors. */
export function measurePage(html: string): PageBytes {
  let payload = 0;
  let flight = "";
  for (const match of html.matchAll(PUSH)) {
    payload += Buffer.byteLength(match[0]);
    const [kind, chunk] = JSON.parse(match[1]!) as [number, string?];
    if (kind === 1 && typeof chunk === "string") flight += chunk;
  }
  const htmlClasses = [...html.replaceAll(PUSH, "").matchAll(/ class=(?:"[^"]*"|'[^']*'|[^\s>]+)/g)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
  const totals = attribute(parseRows(flight));
  const counted = [...totals.values()].reduce((sum, bytes) => sum + bytes, 0);
  totals.set("script tags and escaping", payload - counted);
  const contributors = [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { html: Buffer.byteLength(html) - payload, payload, htmlClasses, contributors };
}
