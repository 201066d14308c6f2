"use client";

import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { LinkPopover, syncSelection } from "@/components/editors/shared/link-popover";

interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  labelId: string;
  describedBy?: string;
  lang: string;
}

const TOOL =
  "rounded px-2 py-1 text-sm font-medium text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-pressed:bg-sky-100 aria-pressed:text-sky-900";

/**
 * A small rich-text box for section descriptions: only what spec 002 §5 lets a description hold (paragraphs,
 * line breaks, bold, italic, lists and links). Lives in the editor's chunk, so visitors never load tiptap.
 */
export function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, lang }: RichTextEditorProps) {
  const t = useTranslations("Editors.templateSection.richText");
  // tiptap keeps the callbacks it was created with: read the latest ones through refs.
  const latest = useRef({ onChange, onBlur });
  const [linkOpen, setLinkOpen] = useState(false);
  const openLink = () => {
    if (editor) syncSelection(editor);
    setLinkOpen(true);
  };
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // No target by default: a section description keeps none (spec 002 §5: href, class and style).
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["mailto", "tel"], HTMLAttributes: { target: null } },
      }),
    ],
    content: value,
    // Server rendering never reaches this chunk; rendering at once avoids a hydration guess.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy && { "aria-describedby": describedBy }),
        lang,
        class: "min-h-24 px-3 py-2 text-gray-900 focus:outline-none [&_a]:text-sky-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6",
      },
    },
    onUpdate: ({ editor: current }) => latest.current.onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => latest.current.onBlur?.(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  // A value set from outside (a conflict choice, a restored version) replaces what the box shows.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? "" : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tools = [
    { key: "bold", pressed: active?.bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: "italic", pressed: active?.italic, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: "bulletList", pressed: active?.bullets, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: "orderedList", pressed: active?.numbers, run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const;

  return (
    <div className="mt-1 rounded-lg border border-gray-300 focus-within:ring-2 focus-within:ring-sky-600">
      <div className="relative">
        <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap gap-1 border-b border-gray-200 p-1">
          {tools.map((tool) => (
            <button key={tool.key} type="button" className={TOOL} aria-pressed={tool.pressed} onClick={tool.run} disabled={!editor}>
              {t(tool.key)}
            </button>
          ))}
          <button type="button" className={TOOL} aria-pressed={active?.link ?? false} aria-haspopup="dialog" aria-expanded={linkOpen} onClick={openLink} disabled={!editor}>
            {t("link")}
          </button>
        </div>
        {linkOpen && editor && <LinkPopover editor={editor} allowNewTab={false} onClose={() => setLinkOpen(false)} />}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
