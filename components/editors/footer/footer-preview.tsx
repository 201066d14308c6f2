"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FooterView } from "@/components/footer/footer-view";
import { PreviewFrame } from "@/components/editors/header/preview-frame";
import type { PreviewSite } from "@/components/editors/header/use-preview-site";
import { resolveFooterStyle } from "@/lib/footer/columns";
import { toFooterStyle, type FooterFormValues } from "./form-schema";

/** The public footer as visitors will see it with the draft style, at desktop or phone width. */
export function FooterPreview({ form, site }: { form: UseFormReturn<FooterFormValues>; site: PreviewSite }) {
  // useWatch re-renders the preview on every change; getValues gives the whole form with its types.
  useWatch({ control: form.control });
  const values = form.getValues();
  const frame = useTranslations("Editors.footer.preview");
  return (
    <PreviewFrame title={frame("frame")} height={null}>
      <FooterView items={site.items} style={resolveFooterStyle(toFooterStyle(values))} siteName={site.siteName} year={new Date().getFullYear()} languages={site.languages} />
    </PreviewFrame>
  );
}
