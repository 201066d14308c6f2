"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { SiteHeader } from "@/components/header/site-header";
import { HEADER_HEIGHT_PX } from "@/lib/header/constants";
import { resolveHeaderStyle } from "@/lib/header/style";
import { toHeaderStyle, type HeaderFormValues } from "./form-schema";
import { PreviewFrame } from "./preview-frame";
import type { PreviewSite } from "./use-preview-site";

/** Room under the header in the frame: a transparent header lies over the page, the others sit above it. */
const FRAME_HEIGHT_PX = HEADER_HEIGHT_PX + 40;

/** The public header as visitors will see it with the draft style, at desktop or phone width. */
export function HeaderPreview({ form, site }: { form: UseFormReturn<HeaderFormValues>; site: PreviewSite }) {
  const t = useTranslations("Editors.header.preview");
  // useWatch re-renders the preview on every change; getValues gives the whole form with its types.
  useWatch({ control: form.control });
  const values = form.getValues();
  return (
    <PreviewFrame title={t("frame")} height={FRAME_HEIGHT_PX}>
      <SiteHeader {...site} style={resolveHeaderStyle(toHeaderStyle(values))} navLabel={t("navigation")} />
    </PreviewFrame>
  );
}
