import { HERO_UPDATED_EVENT } from "@/lib/hero/constants";
import { TEMPLATE_HEADING_SECTION_UPDATED_EVENT, TEMPLATE_SECTION_UPDATED_EVENT } from "@/lib/sections/constants";

/**
 * Where each section editor reads and writes, the event that makes the page refetch (spec 002 §4), and its
 * messages' namespace under Editors.
 */
export const SECTION_API = {
  template_section: { path: "/api/template-sections", updatedEvent: TEMPLATE_SECTION_UPDATED_EVENT, messages: "templateSection" },
  heading_section: { path: "/api/template-heading-sections", updatedEvent: TEMPLATE_HEADING_SECTION_UPDATED_EVENT, messages: "headingSection" },
  hero: { path: "/api/heroes", updatedEvent: HERO_UPDATED_EVENT, messages: "hero" },
} as const;

export type EditedSectionKind = keyof typeof SECTION_API;

/** The section as its editor loaded it (GET …/{id}). */
export const sectionQueryKey = (kind: EditedSectionKind, id: string) => ["editing", kind, id] as const;

/** Where a new section goes (POST to the section collection): the page, and the section it follows (null: first). */
export interface SectionPlacement {
  urlPage: string;
  after: { kind: "hero" | "template_section" | "heading_section"; id: string } | null;
}

/** Tells the page that a section of `kind` changed: it refetches its sections in place. */
export function announceSectionChange(kind: EditedSectionKind) {
  window.dispatchEvent(new Event(SECTION_API[kind].updatedEvent));
}

/** One of the editor's own messages (Editors.<namespace>.<key>). */
export const sectionMessage = (kind: EditedSectionKind, key: string) => `${SECTION_API[kind].messages}.${key}`;
