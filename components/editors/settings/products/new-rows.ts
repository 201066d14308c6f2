import { newId, type PricingPlanRow, type ProductRow } from "@/lib/organizations/types";

/** A new, empty product of the organisation (its row is created on Save). */
export function newProduct(organizationId: string): ProductRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    organization_id: organizationId,
    name: "",
    name_translation: {},
    slug: null,
    description: null,
    description_translation: {},
    image: null,
    order: 0,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

/** A new plan of a product (a new product's temporary id is fine: the save links them). */
export function newPlan(organizationId: string, productId: string | null): PricingPlanRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    organization_id: organizationId,
    product_id: productId,
    name: "",
    name_translation: {},
    description: null,
    description_translation: {},
    price: 0,
    is_promotion: false,
    promotion_price: null,
    currency_symbol: "$",
    recurring_interval: null,
    order: 0,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}
