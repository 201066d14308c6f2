import type { PricingPlanRow, ProductRow } from "@/lib/organizations/types";
import { replaceGroup } from "../shared/list-edits";

/** One product's plans (null: plans without a product) in their order. */
export function plansOf(plans: readonly PricingPlanRow[], productId: string | null): PricingPlanRow[] {
  return plans.filter((plan) => plan.product_id === productId).sort((a, b) => a.order - b.order);
}

/**
 * Every plan's `order` rewritten 0..n-1 so the public pricing section (ordered by `order`) lists the plans
 * product by product as the tab shows them, plans without a product last; the array keeps its places.
 * With `group`, that product's plans are first replaced by the given ones, in the given order.
 */
export function renumberPlans(
  products: readonly ProductRow[],
  plans: readonly PricingPlanRow[],
  group?: { productId: string | null; plans: readonly PricingPlanRow[] },
): PricingPlanRow[] {
  const working = group
    ? replaceGroup(
        plans,
        (plan) => plan.product_id === group.productId,
        group.plans.map((plan, order) => ({ ...plan, order })),
      )
    : [...plans];
  const sequence = [...products.map((product) => product.id), null].flatMap((productId) => plansOf(working, productId));
  const rank = new Map(sequence.map((plan, index) => [plan.id, index]));
  // A plan of an unknown product (none should be) keeps a place after all others.
  let next = sequence.length;
  return working.map((plan) => {
    const order = rank.get(plan.id) ?? next++;
    return plan.order === order ? plan : { ...plan, order };
  });
}
