import type { ReactNode } from "react";
import { backgroundClasses } from "@/lib/sections/colors";
import type { TemplateSection } from "@/lib/sections/data";

/**
 * The outer box of a template section: background colour or gradient, full width or contained, and the
 * data-* markers the admin layer's edit buttons look for.
 */
export function SectionFrame({ section, children }: { section: TemplateSection; children: ReactNode }) {
  // Full width breaks out of the layout's centred column to the viewport edges.
  const width = section.is_full_width ? "relative left-1/2 w-screen -translate-x-1/2 px-6 md:px-12" : "rounded-2xl px-6 md:px-10";
  return (
    <section
      data-section-id={section.id}
      data-section-kind="template_section"
      data-section-type={section.section_type}
      data-text-style={section.text_style_variant}
      data-full-width={section.is_full_width || undefined}
      className={`my-12 py-14 ${width} ${backgroundClasses(section)}`}
    >
      {children}
    </section>
  );
}
