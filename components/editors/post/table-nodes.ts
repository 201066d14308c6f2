import { mergeAttributes, Node, type JSONContent } from "@tiptap/core";
import { goToNextCell, tableEditing } from "@tiptap/pm/tables";

// Tables for post content, on prosemirror-tables (part of @tiptap/pm). @tiptap/extension-table has no
// release matching the editor's 3.34 packages, and a post needs only plain tables: rows, header cells, spans.

/** prosemirror-tables finds its nodes by these roles in the schema. */
const TABLE_ROLES: Record<string, string> = { table: "table", tableRow: "row", tableHeader: "header_cell", tableCell: "cell" };

const span = (name: "colspan" | "rowspan") => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Number(element.getAttribute(name) ?? 1) || 1,
  renderHTML: (attributes: Record<string, unknown>) => (attributes[name] === 1 ? {} : { [name]: attributes[name] }),
});

const cellAttributes = () => ({
  colspan: span("colspan"),
  rowspan: span("rowspan"),
  // prosemirror-tables reads column widths; posts do not store them.
  colwidth: { default: null, rendered: false },
});

export const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,
  extendNodeSchema(extension) {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
  parseHTML: () => [{ tag: "table" }],
  renderHTML: ({ HTMLAttributes }) => ["table", mergeAttributes(HTMLAttributes), ["tbody", 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      "Shift-Tab": () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

export const TableRow = Node.create({
  name: "tableRow",
  content: "(tableCell | tableHeader)*",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: ({ HTMLAttributes }) => ["tr", mergeAttributes(HTMLAttributes), 0],
});

export const TableHeader = Node.create({
  name: "tableHeader",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "th" }],
  renderHTML: ({ HTMLAttributes }) => ["th", mergeAttributes(HTMLAttributes), 0],
});

export const TableCell = Node.create({
  name: "tableCell",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "td" }],
  renderHTML: ({ HTMLAttributes }) => ["td", mergeAttributes(HTMLAttributes), 0],
});

export const TABLE_NODES = [Table, TableRow, TableHeader, TableCell];

/** A new table: a header row and two rows of three cells. */
export function newTable(columns = 3, rows = 2): JSONContent {
  const row = (cell: "tableHeader" | "tableCell"): JSONContent => ({
    type: "tableRow",
    content: Array.from({ length: columns }, () => ({ type: cell, content: [{ type: "paragraph" }] })),
  });
  return { type: "table", content: [row("tableHeader"), ...Array.from({ length: rows }, () => row("tableCell"))] };
}
