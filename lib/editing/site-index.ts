import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { blogPosts, menuItems, pageLayoutItems, submenuItems } from "@/lib/db/schema";

/** The site's menus as the admin sees them: hidden items too, each with its submenu items, in menu order. */
async function listMenus(db: Db, { orgId }: { orgId: string }) {
  const items = await db
    .select({
      id: menuItems.id,
      display_name: menuItems.display_name,
      display_name_translation: menuItems.display_name_translation,
      url_name: menuItems.url_name,
      is_displayed: menuItems.is_displayed,
      // The header and footer editors' previews draw the menu as the site does.
      icon_name: menuItems.icon_name,
      is_displayed_on_footer: menuItems.is_displayed_on_footer,
    })
    .from(menuItems)
    .where(eq(menuItems.organization_id, orgId))
    .orderBy(asc(menuItems.order), asc(menuItems.display_name));
  if (items.length === 0) return [];
  const submenus = await db
    .select({
      id: submenuItems.id,
      menu_item_id: submenuItems.menu_item_id,
      name: submenuItems.name,
      name_translation: submenuItems.name_translation,
      url_name: submenuItems.url_name,
      is_displayed: submenuItems.is_displayed,
    })
    .from(submenuItems)
    .where(inArray(submenuItems.menu_item_id, items.map((item) => item.id)))
    .orderBy(asc(submenuItems.order), asc(submenuItems.name));
  return items.map((item) => ({
    ...item,
    submenus: submenus.filter((sub) => sub.menu_item_id === item.id),
  }));
}

/**
 * Every post and page of the site, drafts included (the palette's search, the Site Map), the paths that
 * have sections, and the menus (the Site Map).
 */
export async function listSiteIndex(db: Db, { orgId }: { orgId: string }) {
  const posts = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      title_translation: blogPosts.title_translation,
      is_published: blogPosts.is_published,
      // A page is a post with display_as_blog_post false (spec 001 §3); absent means a blog post.
      is_blog_post: sql<boolean>`coalesce(${blogPosts.display_config} -> 'display_as_blog_post', 'true'::jsonb) <> 'false'::jsonb`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.organization_id, orgId))
    .orderBy(asc(blogPosts.title));
  const pages = await db
    .selectDistinct({ url_page: pageLayoutItems.url_page })
    .from(pageLayoutItems)
    .where(eq(pageLayoutItems.organization_id, orgId))
    .orderBy(asc(pageLayoutItems.url_page));
  const menus = await listMenus(db, { orgId });
  return { posts, pages: pages.map((page) => page.url_page), menus };
}
