import { sameValue } from "@/lib/editing/merge";
import {
  REPLACED_LISTS,
  SECTION_KEYS,
  SETTINGS_SECTIONS,
  type OrganizationData,
  type OrganizationUpdate,
  type SettingsSection,
} from "@/lib/organizations/types";

/** Spec 001 §4: dirty while the draft differs from the snapshot loaded (or saved) last. */
export function isDirty(draft: OrganizationData, snapshot: OrganizationData): boolean {
  return draft !== snapshot && !sameValue(draft, snapshot);
}

/**
 * PUT's body (spec 001 §7): the flat settings, every list, the blog posts' display flags and order, when the
 * data was loaded, and website_hero only from the hero tab. A hero changed on the hero tab and saved from another tab is sent
 * too: the save must not drop what the admin typed there.
 */
export function buildUpdate(draft: OrganizationData, snapshot: OrganizationData, activeTab: SettingsSection): OrganizationUpdate {
  // loaded_at: rows another admin created since the load are not in these lists, and must not be deleted.
  const body: OrganizationUpdate = { settings: draft.settings, blog_posts: draft.blog_posts, loaded_at: snapshot.loaded_at };
  if (draft.organization.type !== snapshot.organization.type) body.organization = draft.organization;
  for (const list of REPLACED_LISTS) Object.assign(body, { [list]: draft[list] });
  const heroChanged = !sameValue(draft.website_hero, snapshot.website_hero);
  if (draft.website_hero && (activeTab === "hero" || heroChanged)) body.website_hero = draft.website_hero;
  return body;
}

/** The tab showing a field the server named ("faqs.2.question", "settings.language", "website_hero.title"). */
export function tabOfField(field: string): SettingsSection | null {
  const key = field.split(".")[0];
  if (key === "settings") return "general";
  return SETTINGS_SECTIONS.find((section) => (SECTION_KEYS[section] as readonly string[]).includes(key)) ?? null;
}

/** The tab of the first failing field of a 400, as the server listed them. */
export function firstFailingTab(fields: Record<string, string>): SettingsSection | null {
  for (const field of Object.keys(fields)) {
    const tab = tabOfField(field);
    if (tab) return tab;
  }
  return null;
}

/** The data with one tab's keys replaced by what GET …/sections/{section} answered (keys it lacks are kept). */
export function withSection(data: OrganizationData, section: SettingsSection, answer: Partial<OrganizationData>): OrganizationData {
  const next: OrganizationData = { ...data };
  for (const key of SECTION_KEYS[section]) {
    if (key in answer) Object.assign(next, { [key]: answer[key] });
  }
  return next;
}
