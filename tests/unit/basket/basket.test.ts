import { describe, expect, it } from "vitest";
import {
  addPlan,
  basketCount,
  basketTotals,
  formatAmount,
  lineTotal,
  setLineQuantity,
  type BasketPlan,
} from "@/lib/basket/basket";
import { parseStoredBasket } from "@/lib/basket/stored-basket";

function plan(overrides: Partial<BasketPlan> = {}): BasketPlan {
  return { id: "p1", name: "Diagnostic", price: 1_200_000, is_promotion: false, promotion_price: null, currency_symbol: "$", ...overrides };
}

describe("stored basket", () => {
  it("accepts an array of lines with plan and quantity", () => {
    const stored = JSON.stringify([{ plan: plan(), quantity: 2 }]);
    expect(parseStoredBasket(stored)).toEqual([{ plan: plan(), quantity: 2 }]);
  });

  it("discards anything else (null tells the caller to remove the stored copy)", () => {
    for (const raw of ["{}", "not json", JSON.stringify([{ plan: plan() }]), JSON.stringify([{ quantity: 1 }]), JSON.stringify([{ plan: "p1", quantity: 1 }]), JSON.stringify("basket")]) {
      expect(parseStoredBasket(raw)).toBeNull();
    }
  });

  it("accepts a line whose plan carries only an id, with zero price", () => {
    expect(parseStoredBasket(JSON.stringify([{ plan: { id: "a" }, quantity: 2 }]))).toEqual([
      { plan: { id: "a", name: "", price: 0, is_promotion: false, promotion_price: null, currency_symbol: "$" }, quantity: 2 },
    ]);
  });

  it("treats a missing basket as empty and drops lines of quantity 0 or less", () => {
    expect(parseStoredBasket(null)).toEqual([]);
    expect(parseStoredBasket(JSON.stringify([{ plan: plan(), quantity: 0 }, { plan: plan({ id: "p2" }), quantity: 1 }]))).toHaveLength(1);
  });
});

describe("basket lines", () => {
  it("merges a plan added twice and removes a line set to 0 or less", () => {
    let lines = addPlan([], plan());
    lines = addPlan(lines, plan());
    expect(lines).toEqual([{ plan: plan(), quantity: 2 }]);
    expect(setLineQuantity(lines, "p1", 5)[0].quantity).toBe(5);
    expect(setLineQuantity(lines, "p1", 0)).toEqual([]);
    expect(setLineQuantity(lines, "p1", -3)).toEqual([]);
  });

  it("counts the total quantity", () => {
    expect(basketCount([{ plan: plan(), quantity: 2 }, { plan: plan({ id: "p2" }), quantity: 3 }])).toBe(5);
  });
});

describe("basket totals", () => {
  it("is price × quantity / 100, with the promotion price when promotional", () => {
    expect(lineTotal({ plan: plan(), quantity: 2 })).toBe(24_000);
    expect(lineTotal({ plan: plan({ is_promotion: true, promotion_price: 1_020_000 }), quantity: 1 })).toBe(10_200);
    expect(lineTotal({ plan: plan({ is_promotion: false, promotion_price: 1 }), quantity: 1 })).toBe(12_000);
  });

  it("totals per currency symbol and formats with it", () => {
    const totals = basketTotals([
      { plan: plan({ price: 1999 }), quantity: 3 },
      { plan: plan({ id: "e", price: 89_000, currency_symbol: "€" }), quantity: 1 },
    ]);
    expect(totals).toEqual([{ currencySymbol: "$", amount: 59.97 }, { currencySymbol: "€", amount: 890 }]);
    expect(formatAmount(59.97, "$", "en")).toBe("$59.97");
    expect(formatAmount(24_000, "", "en")).toBe("$24,000");
  });
});
