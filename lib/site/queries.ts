import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  headingSections,
  heroes,
  menuItems,
  organizations,
  pageLayoutItems,
  settings,
  submenuItems,
  templateSections,
} from "@/lib/db/schema";

export async function getOrganizationShell(db: Db, { orgId }: { orgId: string }) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.type,
      site: settings.site,
      logo: settings.image,
      language: settings.language,
      supported_locales: settings.supported_locales,
      with_language_switch: settings.with_language_switch,
      analytics_enabled: settings.analytics_enabled,
      header_style: settings.header_style,
      footer_style: settings.footer_style,
    })
    .from(organizations)
    .innerJoin(settings, eq(settings.organization_id, organizations.id))
    .where(eq(organizations.id, orgId));
  return row ?? null;
}

export async function listMenu(db: Db, { orgId }: { orgId: string }) {
  const items = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.organization_id, orgId), eq(menuItems.is_displayed, true)))
    .orderBy(asc(menuItems.order), asc(menuItems.display_name));
  const submenus = items.length
    ? await db
        .select()
        .from(submenuItems)
        .where(
          inArray(
            submenuItems.menu_item_id,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(submenuItems.order), asc(submenuItems.name))
    : [];
  return items.map((item) => ({
    ...item,
    website_submenuitem: submenus.filter((sub) => sub.menu_item_id === item.id && sub.is_displayed !== false),
  }));
}

/** The sections of one page in their stored layout order, with what each needs for a title. */
export async function listPageSections(db: Db, { orgId, urlPage }: { orgId: string; urlPage: string }) {
  return db
    .select({
      id: pageLayoutItems.id,
      position: pageLayoutItems.position,
      hero: { id: heroes.id, title: heroes.title, title_translation: heroes.title_translation },
      heading: {
        id: headingSections.id,
        name: headingSections.name,
        name_translation: headingSections.name_translation,
      },
      template: {
        id: templateSections.id,
        section_title: templateSections.section_title,
        section_title_translation: templateSections.section_title_translation,
        section_type: templateSections.section_type,
      },
    })
    .from(pageLayoutItems)
    .leftJoin(heroes, eq(heroes.id, pageLayoutItems.hero_id))
    .leftJoin(headingSections, eq(headingSections.id, pageLayoutItems.heading_section_id))
    .leftJoin(templateSections, eq(templateSections.id, pageLayoutItems.template_section_id))
    .where(and(eq(pageLayoutItems.organization_id, orgId), eq(pageLayoutItems.url_page, urlPage)))
    .orderBy(asc(pageLayoutItems.position));
}
