"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useSite } from "@/components/site/site-context";
import { HERO_UPDATED_EVENT } from "@/lib/hero/constants";
import { normalizeUrlPage } from "@/lib/sections/url-page";
import { CommandPalette } from "./command-palette/command-palette";
import { EDITOR_ACTIONS, type ActionId, type Command } from "./commands";
import type { AddAction } from "./add-section-menu";
import { AdminDock } from "./admin-dock";
import { CreateNewMenu } from "./create-new-menu";
import { DraftControls } from "@/components/editing/publishing/draft-controls";
import { useDraftedSections } from "@/components/editing/publishing/use-change-set";
import { OutdatedTextsProvider } from "@/components/editing/translations/outdated-texts";
import { TranslatePage } from "@/components/editing/translations/translate-page";
import { PresenceList } from "@/components/presence/presence-list";
import { usePresencePage } from "@/components/presence/use-presence";
import { EditBar } from "./edit-bar";
import { PostControls } from "./post-controls";
import { SectionControls } from "./section-controls";
import { UndoNotice } from "./undo-notice";
import { useChooseAction, useEditingCommands } from "./use-editing-commands";
import { useEditMode } from "./use-edit-mode";
import { usePageSections, type PageSection, type SectionKind } from "./use-page-sections";
import { useSiteSearch } from "./use-site-search";
import { useUndoActions } from "./use-undo-actions";
import type { NewItemRequest } from "@/components/editors/settings/tab-props";
import type { SettingsSection } from "@/lib/organizations/types";

// Each editor is its own chunk, fetched when it first opens.
const MediaDialog = lazy(() => import("@/components/editing/media-dialog"));
const TemplateSectionEditor = lazy(() => import("@/components/editors/template-section/template-section-editor"));
const HeadingSectionEditor = lazy(() => import("@/components/editors/heading-section/heading-section-editor"));
const HeroSectionEditor = lazy(() => import("@/components/editors/hero-section/hero-section-editor"));
const PostEditor = lazy(() => import("@/components/editors/post/post-editor"));
const CreatePageEditor = lazy(() => import("@/components/editors/create-page/create-page-editor"));
const SiteMapDialog = lazy(() => import("@/components/editors/site-map/site-map-dialog"));
const PageLayoutEditor = lazy(() => import("@/components/editors/page-layout/page-layout-editor"));
const HeaderEditor = lazy(() => import("@/components/editors/header/header-editor"));
const FooterEditor = lazy(() => import("@/components/editors/footer/footer-editor"));
const SettingsDialog = lazy(() => import("@/components/editors/settings/settings-dialog"));

/** Create New actions that open a site-wide tool rather than a section editor. */
type Tool = "emptyPage" | "siteMap";
const isTool = (action: ActionId): action is Tool => action === "emptyPage" || action === "siteMap";

/** Where a new section goes: the page being viewed, after the section whose plus was clicked (null: first). */
export interface Placement {
  urlPage: string;
  after: { kind: SectionKind; id: string } | null;
}

/** The open editor: an existing section (`id`) or a new one at `placement`. */
type OpenEditor = { kind: "template_section" | "heading_section" | "hero"; id?: string; placement?: Placement } | null;

/** The create actions that open a section editor, and which. */
const CREATES: Partial<Record<ActionId, NonNullable<OpenEditor>["kind"]>> = { section: "template_section", headingSection: "heading_section", heroSection: "hero" };

const placeAfter = (section: PageSection | undefined): Placement => ({
  urlPage: normalizeUrlPage(window.location.pathname),
  after: section ? { kind: section.kind, id: section.id } : null,
});

/** Create actions whose editor exists (the others say "Coming soon"); editors of later issues join here. */
const AVAILABLE = new Set<ActionId>(["section", "headingSection", "heroSection", "mediaLibrary", "blogPost", "pageLayout", "emptyPage", "siteMap", "header", "footer", "globalSettings", "menuItem", "submenu", "faq", "feature", "banner"]);

/** Create actions that open Global Settings: at which tab, and which new item it adds there. */
const SETTINGS_ACTIONS: Partial<Record<ActionId, { tab: SettingsSection; newItem?: NewItemRequest }>> = {
  globalSettings: { tab: "general" },
  menuItem: { tab: "menu", newItem: "menu_item" },
  submenu: { tab: "menu", newItem: "submenu_item" },
  faq: { tab: "faqs", newItem: "faq" },
  feature: { tab: "features", newItem: "feature" },
  banner: { tab: "banners", newItem: "banner" },
};

/** A link from the check before publishing (`?edit=<entity>:<id>`) opens that section's editor on arrival. */
function editorInAddress(): OpenEditor {
  const [kind, id] = (new URLSearchParams(window.location.search).get("edit") ?? "").split(":");
  return id && (kind === "template_section" || kind === "heading_section" || kind === "hero") ? { kind, id } : null;
}

/** Edit mode, the section buttons, Create New, the palette, undo and redo, and whichever editor is open. */
export function EditingShell({ role }: { role: "admin" | "editor" }) {
  const t = useTranslations("EditMode");
  const router = useRouter();
  const { locale, defaultLocale } = useSite();
  const [editMode, setEditMode] = useEditMode();
  const [open, setOpen] = useState<OpenEditor>(editorInAddress);
  const [mediaOpen, setMediaOpen] = useState(false);
  // The post editor: a post's pencil (its slug), or Create New → Blog Post (null).
  const [post, setPost] = useState<{ slug: string | null } | null>(null);
  const [tool, setTool] = useState<Tool | null>(null);
  // Manage Page Layout: the url_page of the page it was opened on.
  const [layoutPage, setLayoutPage] = useState<string | null>(null);
  // Create New → Header or Footer: the site-wide style editors.
  const [siteStyle, setSiteStyle] = useState<"header" | "footer" | null>(null);
  // Global Settings, at the tab (and new item) the chosen action asks for.
  const [settingsAt, setSettingsAt] = useState<(typeof SETTINGS_ACTIONS)[ActionId] | null>(null);
  const sections = usePageSections();
  const drafted = useDraftedSections();
  const urlPage = usePresencePage();
  const [paletteUsed, setPaletteUsed] = useState(false);
  const findPages = useSiteSearch(paletteUsed);
  const onPaletteOpen = useCallback(() => setPaletteUsed(true), []);
  // Saved changes are on the server and the cached page is revalidated: fetch the page again in place.
  const refresh = useCallback(() => {
    window.dispatchEvent(new Event("template-section-updated"));
    window.dispatchEvent(new Event("template-heading-section-updated"));
    router.refresh();
  }, [router]);
  // The hero is server-rendered: a hero saved or deleted in its editor comes back with the router's refresh.
  useEffect(() => {
    const refreshPage = () => router.refresh();
    window.addEventListener(HERO_UPDATED_EVENT, refreshPage);
    return () => window.removeEventListener(HERO_UPDATED_EVENT, refreshPage);
  }, [router]);
  const undo = useUndoActions({ enabled: editMode && open === null && post === null, onChanged: refresh });
  // Create New and the palette add a section at the end of the page; the plus adds one after its section.
  const createAt = useCallback((action: ActionId, after: PageSection | undefined) => {
    const kind = CREATES[action];
    if (kind) setOpen({ kind, placement: placeAfter(after) });
  }, []);
  const choice = useMemo(() => {
    const onChoose = (action: ActionId) => {
      if (action === "blogPost") setPost({ slug: null });
      else if (action === "mediaLibrary") setMediaOpen(true);
      else if (action === "pageLayout") setLayoutPage(normalizeUrlPage(window.location.pathname));
      else if (action === "header" || action === "footer") setSiteStyle(action);
      else if (SETTINGS_ACTIONS[action]) setSettingsAt(SETTINGS_ACTIONS[action]);
      else if (isTool(action)) setTool(action);
      else createAt(action, sections.at(-1));
    };
    return { available: AVAILABLE, shown: role === "editor" ? EDITOR_ACTIONS : undefined, onChoose };
  }, [createAt, sections, role]);
  const choose = useChooseAction(choice);
  const add = useCallback(
    (action: AddAction, after: PageSection) => (AVAILABLE.has(action) ? createAt(action, after) : choose(action)),
    [createAt, choose],
  );
  const commands = useEditingCommands(choice);

  const edit = useCallback((section: PageSection) => setOpen({ kind: section.kind, id: section.id }), []);


  // Beyond the spec: the palette also finds the sections of this page by title and opens their editor,
  // and the site's posts and pages (useSiteSearch).
  const findSections = useCallback(
    (query: string): Command[] => [
      ...sections
        .filter((section) => section.title.toLowerCase().includes(query.trim().toLowerCase()))
        .map((section) => ({
          id: `section:${section.id}`,
          label: section.title,
          description: t("editSection", { title: section.title }),
          category: t("onThisPage"),
          keywords: [],
          action: () => {
            section.element.scrollIntoView({ block: "start" });
            edit(section);
          },
        })),
      ...findPages(query),
    ],
    [sections, t, edit, findPages],
  );

  // The open section editor edits `id`, or creates a section at `placement`.
  const sectionTarget = open?.id ? { sectionId: open.id } : open?.placement ? { placement: open.placement } : null;
  const editorProps = { locale, defaultLocale, onClose: () => setOpen(null), onSaved: () => router.refresh() };

  // Issue 42: admins viewing another language see which translations are outdated, and can translate the page.
  const translating = role === "admin" && editMode && locale !== defaultLocale;

  return (
    <OutdatedTextsProvider enabled={translating} locale={locale}>
      <AdminDock>
        {editMode && <CreateNewMenu available={AVAILABLE} shown={choice.shown} onChoose={choose} />}
        <EditBar
          editMode={editMode}
          onEditModeChange={setEditMode}
          canUndo={undo.canUndo}
          canRedo={undo.canRedo}
          onUndo={() => void undo.run("undo")}
          onRedo={() => void undo.run("redo")}
        >
          <DraftControls />
          {translating && <TranslatePage />}
          <PresenceList urlPage={urlPage} section={open?.id ? `${open.kind}:${open.id}` : null} />
        </EditBar>
      </AdminDock>
      {editMode && (
        <>
          <SectionControls sections={sections} drafted={drafted} onEdit={edit} onAdd={add} />
          <PostControls onEdit={(slug) => setPost({ slug })} />
        </>
      )}
      <CommandPalette enabled={editMode} commands={commands} extraResults={findSections} onOpen={onPaletteOpen} />
      {mediaOpen && (
        <Suspense fallback={null}>
          <MediaDialog onClose={() => setMediaOpen(false)} />
        </Suspense>
      )}
      {tool && (
        <Suspense fallback={null}>
          {tool === "emptyPage" && <CreatePageEditor onClose={() => setTool(null)} />}
          {tool === "siteMap" && <SiteMapDialog onClose={() => setTool(null)} />}
        </Suspense>
      )}
      {layoutPage && (
        <Suspense fallback={null}>
          <PageLayoutEditor urlPage={layoutPage} locale={locale} onClose={() => setLayoutPage(null)} onSaved={refresh} />
        </Suspense>
      )}
      {siteStyle && (
        <Suspense fallback={null}>
          {siteStyle === "header" && <HeaderEditor onClose={() => setSiteStyle(null)} onSaved={refresh} />}
          {siteStyle === "footer" && <FooterEditor onClose={() => setSiteStyle(null)} onSaved={refresh} />}
        </Suspense>
      )}
      {settingsAt && (
        <Suspense fallback={null}>
          <SettingsDialog
            key={`${settingsAt.tab}:${settingsAt.newItem ?? ""}`}
            initialTab={settingsAt.tab}
            newItem={settingsAt.newItem}
            locale={locale}
            defaultLocale={defaultLocale}
            onClose={() => setSettingsAt(null)}
            onSaved={refresh}
          />
        </Suspense>
      )}
      {post && (
        <Suspense fallback={null}>
          <PostEditor slug={post.slug} locale={locale} defaultLocale={defaultLocale} onClose={() => setPost(null)} />
        </Suspense>
      )}
      <UndoNotice notice={undo.notice} onRedo={() => void undo.run("redo")} onDismiss={undo.dismiss} />
      {sectionTarget && (
        <Suspense fallback={null}>
          {open?.kind === "template_section" && <TemplateSectionEditor {...sectionTarget} {...editorProps} />}
          {open?.kind === "heading_section" && <HeadingSectionEditor {...sectionTarget} {...editorProps} />}
          {open?.kind === "hero" && <HeroSectionEditor {...sectionTarget} {...editorProps} />}
        </Suspense>
      )}
    </OutdatedTextsProvider>
  );
}
