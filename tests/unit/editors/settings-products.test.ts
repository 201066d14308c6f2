import { describe, expect, it } from "vitest";
import { newPlan, newProduct } from "@/components/editors/settings/products/new-rows";
import { parseMajorUnits, toMajorUnits } from "@/components/editors/settings/products/price";
import { plansOf, renumberPlans } from "@/components/editors/settings/products/plan-order";
import type { PricingPlanRow } from "@/lib/organizations/types";

const ORG = "10000000-0000-4000-8000-000000000000";
const plan = (name: string, productId: string | null, order: number): PricingPlanRow => ({ ...newPlan(ORG, productId), id: name, name, order });

describe("plan prices", () => {
  it("reads a price in the main unit as minor units", () => {
    expect(parseMajorUnits("19.99")).toBe(1999);
    expect(parseMajorUnits("19,9")).toBe(1990);
    expect(parseMajorUnits(" 12000 ")).toBe(1200000);
    expect(parseMajorUnits("0.05")).toBe(5);
  });

  it("refuses what is not a price of at most two decimals", () => {
    for (const text of ["", "-1", "1.234", "abc", "1e3", "99999999999"]) expect(parseMajorUnits(text)).toBeNull();
  });

  it("shows minor units in the main unit", () => {
    expect(toMajorUnits(1020000)).toBe("10200.00");
    expect(toMajorUnits(5)).toBe("0.05");
  });

  it("starts a new plan at $ with no interval", () => {
    const fresh = newPlan(ORG, "new-x");
    expect(fresh).toMatchObject({ currency_symbol: "$", recurring_interval: null, is_promotion: false, product_id: "new-x" });
  });
});

describe("plan order", () => {
  it("numbers the plans product by product, plans without a product last, keeping the array's places", () => {
    const a = { ...newProduct(ORG), id: "a" };
    const b = { ...newProduct(ORG), id: "b" };
    const plans = [plan("b1", "b", 5), plan("loose", null, 0), plan("a1", "a", 9), plan("a2", "a", 3)];
    const next = renumberPlans([a, b], plans);
    expect(next.map((row) => row.id)).toEqual(["b1", "loose", "a1", "a2"]);
    expect(Object.fromEntries(next.map((row) => [row.id, row.order]))).toEqual({ a2: 0, a1: 1, b1: 2, loose: 3 });
  });

  it("puts one product's plans in the order given", () => {
    const a = { ...newProduct(ORG), id: "a" };
    const plans = [plan("a1", "a", 0), plan("a2", "a", 1)];
    const next = renumberPlans([a], plans, { productId: "a", plans: [plans[1], plans[0]] });
    expect(plansOf(next, "a").map((row) => row.id)).toEqual(["a2", "a1"]);
  });
});
