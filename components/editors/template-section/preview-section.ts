import type { TemplateSection } from "@/lib/sections/data";
import type { MetricRow } from "@/lib/sections/queries";
import { withSafeDescription } from "@/lib/sections/rich-text";
import type { TemplateSectionFormValues } from "./form-schema";

const LEGACY_FLAGS_OFF = {
  is_reviews_section: false,
  is_help_center_section: false,
  is_real_estate_modal: false,
  is_brand: false,
  is_article_slider: false,
  is_contact_section: false,
  is_faq_section: false,
  is_pricingplans_section: false,
};

/**
 * The section as the public renderer takes it, built from what the form holds now: the preview is the
 * visitor's view of the unsaved values, its description made safe by the server's sanitiser and allow-list
 * (lib/sections/rich-text.ts). The columns the renderer never reads get neutral values.
 */
export function previewSection({ id, urlPage, metrics, values }: { id: string; urlPage: string; metrics: MetricRow[]; values: TemplateSectionFormValues }): TemplateSection {
  return withSafeDescription({
    id,
    organization_id: "",
    url_page: urlPage,
    created_at: "",
    updated_at: "",
    version: 0,
    ...LEGACY_FLAGS_OFF,
    ...values,
    website_metric: metrics,
  });
}
