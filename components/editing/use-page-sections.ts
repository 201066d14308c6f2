"use client";

import { useEffect, useState } from "react";

export type SectionKind = "template_section" | "heading_section" | "hero";

export interface PageSection {
  id: string;
  kind: SectionKind;
  /** The section's own heading, for the buttons' accessible names. */
  title: string;
  element: HTMLElement;
}

const KINDS: readonly string[] = ["template_section", "heading_section", "hero"];

/** A hero or heading section says its kind; a template section is known by its section type. */
function kindOf(element: HTMLElement): string {
  return element.dataset.sectionKind ?? (element.dataset.sectionType ? "template_section" : "");
}

function readSections(root: ParentNode): PageSection[] {
  return [...root.querySelectorAll<HTMLElement>("[data-section-id]")].flatMap((element) => {
    const kind = kindOf(element);
    if (!KINDS.includes(kind)) return [];
    const heading = element.querySelector("h1, h2, h3");
    const title = heading?.textContent?.replace(/\s+/g, " ").trim() || kind;
    return [{ id: element.dataset.sectionId!, kind: kind as SectionKind, title, element }];
  });
}

const same = (a: PageSection[], b: PageSection[]) =>
  a.length === b.length && a.every((s, i) => s.element === b[i].element && s.title === b[i].title);

/** The sections on the page (every [data-section-id]), kept current as the page re-renders. */
export function usePageSections(): PageSection[] {
  const [sections, setSections] = useState<PageSection[]>([]);
  useEffect(() => {
    const root = document.getElementById("content") ?? document.body;
    const refresh = () => setSections((current) => {
      const next = readSections(root);
      return same(current, next) ? current : next;
    });
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return sections;
}
