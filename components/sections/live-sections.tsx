"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { SECTION_TYPES, type SectionType } from "@/lib/model/enums";
import { TEMPLATE_HEADING_SECTION_UPDATED_EVENT, TEMPLATE_SECTION_UPDATED_EVENT } from "@/lib/sections/constants";
import { SectionSkeleton } from "./skeletons/section-skeleton";
import { useSectionsRefresh } from "./use-sections-refresh";

/** The type of each section on show, read from the page (a hero or heading section counts as general). */
function shownTypes(box: HTMLElement | null): SectionType[] {
  const sections = box ? [...box.querySelectorAll<HTMLElement>(":scope > [data-section-id]")] : [];
  return sections.map((section) => {
    const type = section.dataset.sectionType ?? "general";
    return (SECTION_TYPES as readonly string[]).includes(type) ? (type as SectionType) : "general";
  });
}

/**
 * Wraps a page's server-rendered sections. When an editor fires template-section-updated (or the heading
 * event) it refetches the section endpoints, shows a skeleton per section type meanwhile (the types are read
 * from the sections on show at that moment, so the page carries no list of them), then asks the server for the
 * page again so the fresh sections render exactly as visitors will see them.
 */
export function LiveSections({ urlPage, heroFirst, children }: { urlPage: string; heroFirst: boolean; children: ReactNode }) {
  const router = useRouter();
  const { loading, sections, headings } = useSectionsRefresh(urlPage);
  const seen = useRef<unknown>(null);
  const box = useRef<HTMLDivElement>(null);
  const [types, setTypes] = useState<SectionType[]>([]);

  // The same events start the refresh: the sections are still on show when they fire.
  useEffect(() => {
    const capture = () => setTypes(shownTypes(box.current));
    window.addEventListener(TEMPLATE_SECTION_UPDATED_EVENT, capture);
    window.addEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, capture);
    return () => {
      window.removeEventListener(TEMPLATE_SECTION_UPDATED_EVENT, capture);
      window.removeEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, capture);
    };
  }, []);

  useEffect(() => {
    if (!sections || seen.current === sections) return;
    seen.current = sections;
    router.refresh();
  }, [sections, headings, router]);

  if (loading) {
    return (
      <div aria-busy="true" data-testid="sections-refreshing">
        {types.map((type, index) => (
          <SectionSkeleton key={index} type={type} />
        ))}
      </div>
    );
  }
  // A page that opens with its hero drops the content's top padding (the layout's main reads data-hero-first).
  return (
    <div ref={box} data-hero-first={heroFirst || undefined}>
      {children}
    </div>
  );
}
