"use client";

import type { Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { linkSchema } from "@/lib/sections/schemas";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./buttons";

export interface LinkValue {
  href: string;
  newTab: boolean;
}

interface LinkPopoverProps {
  editor: Editor;
  /** Section descriptions keep no target (spec 002 §5 allows href, class and style): no new-tab choice there. */
  allowNewTab: boolean;
  /** Closed without a change (Cancel, Escape) or after one; the text gets the focus back. */
  onClose(): void;
}

interface Range {
  from: number;
  to: number;
}

/**
 * The editor's selection made the one the page shows. ProseMirror learns of a selection the browser made
 * (Shift+Arrow) from a later selectionchange event, so a toolbar reached at once by keyboard could see the
 * selection one step behind and link part of a word. Focus on a toolbar button leaves the page's selection in
 * the text, so it is read from there. Called by the toolbar's Link button before the popover opens.
 */
export function syncSelection(editor: Editor) {
  const { view } = editor;
  const shown = window.getSelection();
  if (!shown?.anchorNode || !shown.focusNode || !view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return;
  const anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
  const head = view.posAtDOM(shown.focusNode, shown.focusOffset);
  const { from, to } = editor.state.selection;
  if (Math.min(anchor, head) !== from || Math.max(anchor, head) !== to) editor.commands.setTextSelection({ from: Math.min(anchor, head), to: Math.max(anchor, head) });
}

/** The link under the caret or selection (or an empty one), and the text it was opened on. */
function currentLink(editor: Editor): LinkValue & { exists: boolean; range: Range } {
  const { href, target } = editor.getAttributes("link") as { href?: string; target?: string | null };
  const { from, to } = editor.state.selection;
  return { href: href ?? "", newTab: target === "_blank", exists: editor.isActive("link"), range: { from, to } };
}

/**
 * Sets the link on the selection, or on the whole link under the caret. With nothing selected the address
 * itself becomes the link's text, and the caret goes after the new link, so typing on is plain text.
 */
function applyLink(editor: Editor, { href, newTab }: LinkValue, range: Range, exists: boolean) {
  const attributes = { href, target: newTab ? "_blank" : null };
  // The text the popover was opened on, whatever the clicks in the popover did to the page's selection.
  const chain = editor.chain().focus().setTextSelection(range);
  if (exists) chain.extendMarkRange("link").setLink(attributes).run();
  else if (range.from === range.to) chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: attributes }] }).run();
  else chain.setLink(attributes).setTextSelection(range.to).run();
}

const INPUT =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/**
 * The link form of the rich-text toolbars: address, "open in new tab" and remove, in place of the browser's
 * prompt. The address follows the editors' one rule for links (a web address or a path on this site, never
 * javascript: and the like). It opens with the focus in the address; Escape and Cancel close it and give the
 * focus back to the text, without closing the editor dialog around it.
 */
export function LinkPopover({ editor, allowNewTab, onClose }: LinkPopoverProps) {
  const t = useTranslations("Editors.linkPopover");
  const id = useId();
  const [initial] = useState(() => currentLink(editor));
  const [href, setHref] = useState(initial.href);
  const [newTab, setNewTab] = useState(initial.newTab);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
    // A press anywhere else closes it unchanged, as any popover.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) latestClose.current();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const close = () => {
    onClose();
    editor.chain().focus().setTextSelection(initial.range).run();
  };

  const apply = () => {
    const parsed = linkSchema.safeParse(href);
    if (!parsed.success || parsed.data === "") {
      setRefused(true);
      input.current?.focus();
      return;
    }
    applyLink(editor, { href: parsed.data, newTab: allowNewTab && newTab }, initial.range, initial.exists);
    onClose();
  };

  const remove = () => {
    editor.chain().focus().setTextSelection(initial.range).extendMarkRange("link").unsetLink().run();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Escape") {
      // Handled here: the editor dialog around the popover stays open (it skips a handled Escape).
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "Enter" && event.target === input.current) {
      // Enter applies the link, never submits the editor's form.
      event.preventDefault();
      apply();
    }
  };

  return (
    <div
      ref={root}
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      // Pressing a button or the checkbox keeps the page's selection where it is; only the address field takes it.
      onMouseDown={(event) => {
        if (event.target !== input.current) event.preventDefault();
      }}
      data-link-popover=""
      className="absolute left-1 top-full z-20 mt-1 w-80 max-w-[calc(100%-0.5rem)] rounded-lg border border-gray-200 bg-white p-3 text-gray-900 shadow-lg"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t(initial.exists ? "editTitle" : "title")}
      </h3>
      <label htmlFor={`${id}-url`} className="mt-2 block text-sm font-medium text-gray-800">
        {t("url")}
      </label>
      <input
        ref={input}
        id={`${id}-url`}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setRefused(false);
        }}
        aria-invalid={refused || undefined}
        aria-describedby={`${id}-${refused ? "error" : "hint"}`}
        className={`${INPUT} ${refused ? "border-red-600" : "border-gray-300"}`}
      />
      {refused ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {t("invalid")}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {t("hint")}
        </p>
      )}
      {allowNewTab && (
        <label className="mt-2 flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} className="h-4 w-4 accent-sky-700" />
          {t("newTab")}
        </label>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {initial.exists && (
          <button type="button" onClick={remove} className={`${SECONDARY_BUTTON} mr-auto`}>
            {t("remove")}
          </button>
        )}
        <button type="button" onClick={close} className={SECONDARY_BUTTON}>
          {t("cancel")}
        </button>
        <button type="button" onClick={apply} className={PRIMARY_BUTTON}>
          {t("apply")}
        </button>
      </div>
    </div>
  );
}
