// What the Global Settings modal hands each tab. The modal owns the draft (OrganizationData as loaded, then
// changed by the tabs), compares it with the loaded snapshot for "Unsaved changes", and sends it with PUT.
import type { Locale } from "@/lib/i18n/locales";
import type { OrganizationData } from "@/lib/organizations/types";

/** A new item a Create New action asks for: the modal opens its tab and the tab adds one, focused. */
export type NewItemRequest = "menu_item" | "submenu_item" | "faq" | "feature" | "banner";

export interface SettingsTabProps {
  /** The whole draft: a tab reads and changes only its own keys (SECTION_KEYS). */
  draft: OrganizationData;
  /** Changes the draft immutably: `update((d) => ({ ...d, faqs: [...] }))`. */
  update: (recipe: (draft: OrganizationData) => OrganizationData) => void;
  /** The language being edited: the site's default edits base columns, others `*_translation[locale]`. */
  locale: Locale;
  defaultLocale: Locale;
  /** Set once when the modal was opened to add an item of this tab (Create New → FAQ …). */
  newItem?: NewItemRequest;
  /** Field errors of the last failed save, keyed as the server names them (e.g. "faqs.2.question"). */
  fieldErrors: Record<string, string>;
}
