// The one list of create/edit actions, shared by the Create New menu and the command palette (spec 002 §2,
// §3, §4) so the two can never disagree. Labels and descriptions are message keys: Editing.actions.<id>.

/** Spec 002 §3: a command's category; also the Create New menu's groups, in this order. */
export const COMMAND_CATEGORIES = ["Content", "Navigation", "Pages", "Products", "Interactive", "General"] as const;
export type CommandCategory = (typeof COMMAND_CATEGORIES)[number];

/** Spec 002 §3 Command. `category` is one of COMMAND_CATEGORIES, or for extra results the group they show in. */
export interface Command {
  id: string;
  label: string;
  description: string;
  category: string;
  action: () => void;
  keywords: readonly string[];
  /** "Mod+Shift+S": Mod is Cmd on a Mac and Ctrl elsewhere. */
  shortcut?: string;
  disabled?: boolean;
}

/** In the order of spec 002 §2 "Create New menu". */
export const ACTION_IDS = [
  "headingSection",
  "section",
  "heroSection",
  "header",
  "footer",
  "menuItem",
  "submenu",
  "emptyPage",
  "blogPost",
  "productPage",
  "pricingPlan",
  "faq",
  "feature",
  "banner",
  "globalSettings",
  "pageLayout",
  "siteMap",
  // Beyond the spec's list (issue 12): the media library, with the site-wide tools.
  "mediaLibrary",
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

interface ActionSpec {
  category: CommandCategory;
  keywords: readonly string[];
  shortcut?: string;
  disabled?: boolean;
}

const ACTIONS: Record<ActionId, ActionSpec> = {
  // Spec 002 §4: Cmd/Ctrl+Shift+H new heading, +S new section, +P post.
  headingSection: { category: "Content", keywords: ["heading", "title", "intro", "call to action", "new"], shortcut: "Mod+Shift+H" },
  section: { category: "Content", keywords: ["section", "template", "cards", "metrics", "block", "new"], shortcut: "Mod+Shift+S" },
  heroSection: { category: "Content", keywords: ["hero", "image", "top", "new"] },
  header: { category: "Navigation", keywords: ["header", "navbar", "navigation", "logo"] },
  footer: { category: "Navigation", keywords: ["footer", "bottom", "links"] },
  menuItem: { category: "Navigation", keywords: ["menu", "link", "navigation", "item"] },
  submenu: { category: "Navigation", keywords: ["submenu", "dropdown", "menu", "child"] },
  emptyPage: { category: "Pages", keywords: ["page", "blank", "new"] },
  blogPost: { category: "Pages", keywords: ["post", "blog", "article", "news"], shortcut: "Mod+Shift+P" },
  productPage: { category: "Products", keywords: ["product", "shop", "page"] },
  // Spec 002 §5: pricing plan creation is disabled (Coming soon).
  pricingPlan: { category: "Products", keywords: ["pricing", "plan", "price"], disabled: true },
  faq: { category: "Interactive", keywords: ["faq", "questions", "answers"] },
  feature: { category: "Interactive", keywords: ["feature", "benefit", "highlight"] },
  banner: { category: "Interactive", keywords: ["banner", "announcement", "promotion"] },
  globalSettings: { category: "General", keywords: ["settings", "site", "theme", "colours", "colors", "logo", "languages"] },
  pageLayout: { category: "General", keywords: ["layout", "order", "sections", "reorder"] },
  siteMap: { category: "General", keywords: ["sitemap", "site map", "pages", "structure"] },
  mediaLibrary: { category: "General", keywords: ["media", "images", "photos", "videos", "upload", "gallery", "files"] },
};

export interface EditingAction extends ActionSpec {
  id: ActionId;
}

export const EDITING_ACTIONS: readonly EditingAction[] = ACTION_IDS.map((id) => ({ id, ...ACTIONS[id] }));

export function editingAction(id: ActionId): EditingAction {
  return { id, ...ACTIONS[id] };
}

/** The Create New menu's groups: every category with its actions, in spec order. */
/**
 * The actions an editor sees: content, pages, the page layout and media. The header, footer, menus, banners,
 * products, FAQs, features and Global Settings are the admins' (the API answers an editor 403 there too).
 */
export const EDITOR_ACTIONS: ReadonlySet<ActionId> = new Set<ActionId>([
  "headingSection", "section", "heroSection", "emptyPage", "blogPost", "pageLayout", "siteMap", "mediaLibrary",
]);

/** The Create New menu's groups of the actions `shown` (all by default), leaving out empty groups. */
export function actionGroups(shown?: ReadonlySet<ActionId>): { category: CommandCategory; actions: EditingAction[] }[] {
  return COMMAND_CATEGORIES.map((category) => ({
    category,
    actions: EDITING_ACTIONS.filter((action) => action.category === category && (!shown || shown.has(action.id))),
  })).filter((group) => group.actions.length > 0);
}

export function isCommandCategory(category: string): category is CommandCategory {
  return COMMAND_CATEGORIES.some((known) => known === category);
}
