"use client";

import { useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { Locale } from "@/lib/i18n/locales";
import type { HeroFormValues } from "./form-schema";
import { ImageHandles } from "./image-handles";
import { InlineText } from "./inline-text";
import { TitleSizeHandle } from "./title-size-handle";
import { useElementBox } from "./use-element-box";

// The background image fills the hero: only an image beside or inside the text has a size to drag.
const SIZED_IMAGE = 'img[data-hero-image]:not([data-hero-image="background"])';
const DESCRIPTION = "h1 ~ p";
const BUTTON = "[data-hero-button]";

interface ResizeHandlesProps {
  form: UseFormReturn<HeroFormValues>;
  /** The preview's box: state, not a ref, so the handles measure once it is in the page. */
  frame: HTMLDivElement | null;
  locale: Locale;
  defaultLocale: Locale;
}

/**
 * What the admin works with over the rendered preview: the title, description and button text edited in
 * place, the title's size handle and the image's handles, and what a handle last changed, announced.
 */
export function ResizeHandles({ form, frame, locale, defaultLocale }: ResizeHandlesProps) {
  const values = useWatch({ control: form.control });
  const title = useElementBox(frame, "h1", values);
  const description = useElementBox(frame, DESCRIPTION, values);
  const button = useElementBox(frame, BUTTON, values);
  const image = useElementBox(frame, SIZED_IMAGE, values);
  const [announcement, setAnnouncement] = useState("");
  const inline = { form, frame, locale, defaultLocale };
  return (
    <>
      {title && <InlineText {...inline} field="title" selector="h1" box={title} maxHeight={400} />}
      {description && <InlineText {...inline} field="description" selector={DESCRIPTION} box={description} maxHeight={280} />}
      {button && <InlineText {...inline} field="button" selector={BUTTON} box={button} />}
      {title && <TitleSizeHandle form={form} box={title} announce={setAnnouncement} />}
      {image && <ImageHandles form={form} box={image} announce={setAnnouncement} />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
