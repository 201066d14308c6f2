import type { PageExtras, TemplateSection as TemplateSectionData } from "@/lib/sections/data";
import { ArticleSliderSection } from "./article-slider-section";
import { BrandSection } from "./brand-section";
import { ContactSection } from "./contact-section";
import { FaqSection } from "./faq-section";
import { HelpCenterSection } from "./help-center-section";
import { MetricsSection } from "./metrics-section";
import { PricingPlansSection } from "./pricing-plans-section";
import { RealEstateSection } from "./real-estate-section";
import { ReviewsSection } from "./reviews-section";
import { SectionFrame } from "./section-frame";
import { SectionHeader } from "./section-header";
import type { RenderContext } from "./types";

interface TemplateSectionProps {
  section: TemplateSectionData;
  extras: PageExtras;
  context: RenderContext;
}

/** One template section: its title and description, then the body its section type promises. */
export function TemplateSection({ section, extras, context }: TemplateSectionProps) {
  return (
    <SectionFrame section={section}>
      <SectionHeader section={section} context={context} />
      <SectionBody section={section} extras={extras} context={context} />
    </SectionFrame>
  );
}

function SectionBody({ section, extras, context }: TemplateSectionProps) {
  switch (section.section_type) {
    case "reviews":
      return <ReviewsSection section={section} context={context} />;
    case "help_center":
      return <HelpCenterSection section={section} posts={extras.posts} context={context} />;
    case "real_estate":
      return <RealEstateSection section={section} context={context} />;
    case "brand":
      return <BrandSection section={section} context={context} />;
    case "article_slider":
      return <ArticleSliderSection section={section} posts={extras.posts} context={context} />;
    case "contact":
      return <ContactSection sectionId={section.id} />;
    case "faq":
      return <FaqSection section={section} faqs={extras.faqs} context={context} />;
    case "pricing_plans":
      return <PricingPlansSection section={section} plans={extras.plans} context={context} />;
    default:
      return <MetricsSection section={section} context={context} />;
  }
}
