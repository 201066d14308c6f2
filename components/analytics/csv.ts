// CSV export of the page's tables, built in the browser (RFC 4180: a field with a comma, quote or line break is
// quoted, its quotes doubled; lines end with CRLF).

type Cell = string | number;

function csvField(cell: Cell): string {
  // A campaign tag comes from any visitor's link: a text that a spreadsheet would run as a formula is kept a text.
  const text = typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header line and one line per row. */
export function toCsv(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((line) => line.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** Offers `csv` as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  // A byte-order mark first, so spreadsheet programs read the file as UTF-8 (page paths, languages' names).
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
