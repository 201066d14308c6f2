"use client";

import Image from "@tiptap/extension-image";
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable } from "@tiptap/pm/tables";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { LinkPopover, syncSelection } from "@/components/editors/shared/link-popover";
import { GalleryButton } from "@/components/media/gallery-button";
import type { PickedMedia } from "@/components/media/media-gallery";
import { newTable, TABLE_NODES } from "./table-nodes";
import "@/app/prose.css";

interface PostContentEditorProps {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  labelId: string;
  lang: string;
  editable: boolean;
}

const TOOL =
  "rounded px-2 py-1 text-sm font-medium text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-50 aria-pressed:bg-sky-100 aria-pressed:text-sky-900";

/** How the content reads while edited: close to the post page's typography. */
const CONTENT =
  "prose prose-sm max-w-none min-h-64 px-3 py-2 text-gray-900 focus:outline-none sm:prose-base [&_table]:w-full [&_td]:border [&_td]:border-gray-300 [&_td]:p-1 [&_th]:border [&_th]:border-gray-300 [&_th]:bg-gray-50 [&_th]:p-1";

type ToolKey = "heading2" | "heading3" | "heading4" | "bold" | "italic" | "bulletList" | "orderedList" | "blockquote" | "code" | "codeBlock";

function useActive(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const is = (name: string, attributes?: Record<string, unknown>) => current?.isActive(name, attributes) ?? false;
      return {
        heading2: is("heading", { level: 2 }),
        heading3: is("heading", { level: 3 }),
        heading4: is("heading", { level: 4 }),
        bold: is("bold"),
        italic: is("italic"),
        bulletList: is("bulletList"),
        orderedList: is("orderedList"),
        blockquote: is("blockquote"),
        code: is("code"),
        codeBlock: is("codeBlock"),
        link: is("link"),
        table: is("table"),
      };
    },
  });
}

/**
 * The post's rich text (tiptap 3): headings, bold and italic, lists, quotes, links, images from the media
 * library, code and tables. In the editor's own chunk: visitors never load tiptap.
 */
export function PostContentEditor({ value, onChange, onBlur, labelId, lang, editable }: PostContentEditorProps) {
  const t = useTranslations("Editors.post.toolbar");
  // tiptap keeps the callbacks it was created with: read the latest ones through refs.
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // Not autolink: an autolinking mark is inclusive, and text typed after a link would join it.
        // A new tab only when the link popover asks for it (target stays off by default).
        link: { openOnClick: false, autolink: false, defaultProtocol: "https", protocols: ["mailto", "tel"], HTMLAttributes: { target: null } },
      }),
      Image.configure({ allowBase64: false }),
      ...TABLE_NODES,
    ],
    content: value,
    editable,
    immediatelyRender: false,
    editorProps: {
      attributes: { role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId, lang, class: CONTENT },
    },
    onUpdate: ({ editor: current }) => latest.current.onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => latest.current.onBlur?.(),
  });
  const active = useActive(editor);
  const [linkOpen, setLinkOpen] = useState(false);
  const openLink = () => {
    if (editor) syncSelection(editor);
    setLinkOpen(true);
  };

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(editable);
  }, [editor, editable]);

  // A value set from outside (a restored draft, a conflict choice) replaces what the box shows.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? "" : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor!.chain().focus();
  const runs: Record<ToolKey, () => void> = {
    heading2: () => chain().toggleHeading({ level: 2 }).run(),
    heading3: () => chain().toggleHeading({ level: 3 }).run(),
    heading4: () => chain().toggleHeading({ level: 4 }).run(),
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    bulletList: () => chain().toggleBulletList().run(),
    orderedList: () => chain().toggleOrderedList().run(),
    blockquote: () => chain().toggleBlockquote().run(),
    code: () => chain().toggleCode().run(),
    codeBlock: () => chain().toggleCodeBlock().run(),
  };

  const insertMedia = (media: PickedMedia) => {
    if (!editor) return;
    if (media.kind === "image") chain().setImage({ src: media.url, alt: media.alt }).run();
    // A video from the library goes in as a link to it: post content holds no players.
    else chain().insertContent({ type: "text", text: media.alt || media.url, marks: [{ type: "link", attrs: { href: media.url } }] }).run();
  };

  const tableCommand = (command: typeof addRowAfter) => () => {
    if (editor) command(editor.state, editor.view.dispatch);
    editor?.commands.focus();
  };
  const tableTools = [
    { key: "addRow", run: tableCommand(addRowAfter) },
    { key: "addColumn", run: tableCommand(addColumnAfter) },
    { key: "deleteRow", run: tableCommand(deleteRow) },
    { key: "deleteColumn", run: tableCommand(deleteColumn) },
    { key: "deleteTable", run: tableCommand(deleteTable) },
  ] as const;

  const off = !editor || !editable;
  return (
    <div className="mt-1 rounded-lg border border-gray-300 focus-within:ring-2 focus-within:ring-sky-600">
      <div className="relative">
        <div role="toolbar" aria-label={t("label")} className="flex flex-wrap gap-1 border-b border-gray-200 p-1">
          {(Object.keys(runs) as ToolKey[]).map((key) => (
            <button key={key} type="button" className={TOOL} aria-pressed={active?.[key] ?? false} onClick={runs[key]} disabled={off}>
              {t(key)}
            </button>
          ))}
          <button type="button" className={TOOL} aria-pressed={active?.link ?? false} aria-haspopup="dialog" aria-expanded={linkOpen} onClick={openLink} disabled={off}>
            {t("link")}
          </button>
          <GalleryButton className={TOOL} label={t("image")} onPick={insertMedia} disabled={off} />
          <button type="button" className={TOOL} onClick={() => chain().insertContent(newTable()).run()} disabled={off || active?.table}>
            {t("table")}
          </button>
          {active?.table &&
            tableTools.map((tool) => (
              <button key={tool.key} type="button" className={TOOL} onClick={tool.run} disabled={off}>
                {t(tool.key)}
              </button>
            ))}
        </div>
        {linkOpen && editor && <LinkPopover editor={editor} allowNewTab onClose={() => setLinkOpen(false)} />}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
