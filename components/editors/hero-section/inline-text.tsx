"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { translatableView, withTypedText, type TranslatableLanguage } from "@/lib/editing/translatable-text";
import type { HeroFormValues } from "./form-schema";
import type { Box } from "./use-element-box";

type TextField = "title" | "description" | "button";

interface InlineTextProps extends TranslatableLanguage {
  form: UseFormReturn<HeroFormValues>;
  frame: HTMLDivElement | null;
  field: TextField;
  /** The rendered element the text is shown in (found in the frame). */
  selector: string;
  box: Box;
  /** Spec 001 §5: the title grows to 400 px, the description to 280 px. */
  maxHeight?: number;
}

/** The look of the rendered text, so typing in place looks like the hero. */
function textLook(element: Element | null): CSSProperties {
  if (!element) return {};
  const style = getComputedStyle(element);
  const transparent = style.color === "rgba(0, 0, 0, 0)";
  return {
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing,
    textAlign: style.textAlign === "center" || style.textAlign === "right" ? style.textAlign : "left",
    // Gradient text is transparent: while typing it shows in dark grey.
    color: transparent ? "#1f2937" : style.color,
  };
}

/**
 * Editing the hero's title, description or button text in place (spec 001 §2.4): a click (or Enter) on the
 * text in the preview opens a box over it in the same type, bound to the same form field in the language
 * being viewed; Escape or leaving it closes the box.
 */
export function InlineText({ form, frame, field, selector, box, maxHeight, locale, defaultLocale }: InlineTextProps) {
  const t = useTranslations("Editors.hero.inline");
  const [look, setLook] = useState<CSSProperties | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [base, translations] = useWatch({ control: form.control, name: [field, `${field}_translation`] });
  const language = { locale, defaultLocale };
  const view = translatableView({ base, translations }, language);

  const type = (text: string) => {
    const next = withTypedText({ base, translations }, language, text);
    if (next.base !== base) form.setValue(field, next.base ?? "", { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (next.translations !== translations) form.setValue(`${field}_translation`, next.translations, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const close = () => {
    setLook(null);
    opener.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" && !(event.key === "Enter" && field === "button")) return;
    // Escape closes only the box, not the dialog around it.
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const place: CSSProperties = { left: box.left, top: box.top, width: Math.max(box.width, 120), minHeight: box.height };
  return (
    <>
      {/* The opener stays in place under the box, so closing the box gives it the focus back. */}
      <button
        ref={opener}
        type="button"
        aria-label={t(field)}
        tabIndex={look ? -1 : 0}
        onClick={() => setLook(textLook(frame?.querySelector(selector) ?? null))}
        style={{ ...place, height: box.height }}
        className="absolute z-[5] cursor-text rounded hover:outline-2 hover:outline-dashed hover:outline-sky-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-sky-600"
      />
      {look && (
        <textarea
          autoFocus
          aria-label={t(field)}
          value={view.text}
          placeholder={view.placeholder}
          lang={locale}
          rows={1}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setLook(null)}
          onKeyDown={onKeyDown}
          style={{ ...place, ...look, maxHeight }}
          className="field-sizing-content absolute z-10 resize-none overflow-auto rounded bg-white/95 p-0 outline-2 outline-offset-2 outline-sky-600"
        />
      )}
    </>
  );
}
