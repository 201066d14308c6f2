import { newId, type CookieCategoryRow, type CookieServiceRow } from "@/lib/organizations/types";

/** A new, empty cookie category (is_essential is the database's to decide from the name). */
export function newCategory(organizationId: string): CookieCategoryRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    organization_id: organizationId,
    name: "",
    name_translation: {},
    description: null,
    description_translation: {},
    order: 0,
    is_essential: false,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

/** A new, active service of a category (a new category's temporary id is fine: the save links them). */
export function newService(organizationId: string, categoryId: string): CookieServiceRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    organization_id: organizationId,
    category_id: categoryId,
    name: "",
    description: null,
    description_translation: {},
    active: true,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}
