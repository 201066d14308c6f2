import { z } from "zod";
import { linkSchema, translationSchema } from "@/lib/sections/schemas";

/**
 * A menu or submenu item's address: a page's url_name ("services", "services/strategy"). As in the Menu tab, a
 * path has no spaces and no scheme but the web's; a web address must be this site's (PUT
 * /api/organizations checks the host).
 */
const urlNameSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => !/\s/.test(value), "A page path has no spaces.")
  .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:\/\//i.test(value), "Use a page name or a web address.");

const name = z.string().trim().min(1).max(200);
const description = z.string().max(2000).nullable();
const order = z.number().int().min(0).max(10_000);
const reactIcon = z.object({ icon_name: z.string().max(100) }).catchall(z.unknown());

/** Spec 002 §3 Menu item: every field optional on PATCH, unknown ones refused. */
export const menuItemPatchSchema = z
  .object({
    display_name: name,
    display_name_translation: translationSchema,
    url_name: urlNameSchema.nullable(),
    description,
    description_translation: translationSchema,
    image: linkSchema.nullable(),
    icon_name: z.string().max(100).nullable(),
    react_icon_id: z.string().max(100).nullable(),
    react_icons: z.union([reactIcon, z.array(reactIcon).max(20)]).nullable(),
    order,
    is_displayed: z.boolean(),
    is_displayed_on_footer: z.boolean(),
    menu_items_are_text: z.boolean(),
  })
  .partial()
  .strict();

/** POST /api/menu-items: a name is all a new item needs. */
export const menuItemCreateSchema = menuItemPatchSchema.required({ display_name: true });

/** Spec 002 §3 Submenu item. */
export const submenuItemPatchSchema = z
  .object({
    menu_item_id: z.uuid(),
    name,
    name_translation: translationSchema,
    description,
    description_translation: translationSchema,
    url_name: urlNameSchema.nullable(),
    image: linkSchema.nullable(),
    order,
    is_displayed: z.boolean(),
  })
  .partial()
  .strict();

/** POST /api/submenu-items: under which menu item, and its name. */
export const submenuItemCreateSchema = submenuItemPatchSchema.required({ menu_item_id: true, name: true });
