import type { ReactNode } from "react";
import { backgroundClasses } from "@/lib/sections/colors";
import type { TemplateSection } from "@/lib/sections/data";

/**
 * The outer box of a template section: background colour or gradient, full width or contained, and the
 * data-* markers the admin layer's edit buttons look for (components/editing/use-page-sections.ts: a section
 * with a type is a template section) and the skeletons shown while sections refresh (live-sections.tsx).
 */
export function SectionFrame({ section, children }: { section: TemplateSection; children: ReactNode }) {
  // Full width breaks out of the layout's centred column to the viewport edges.
  const width = section.is_full_width ? "section-full" : "section-box";
  return (
    <section
      data-section-id={section.id}
      data-section-type={section.section_type}
      className={`${width} ${backgroundClasses(section)}`}
    >
      {children}
    </section>
  );
}
