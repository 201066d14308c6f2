/** Local storage key the header's basket count reads too (lib/basket/use-basket-count.ts). */
export const BASKET_STORAGE_KEY = "basket";
/** Window event fired whenever the stored basket changes. */
export const BASKET_UPDATED_EVENT = "basket-updated";
/** Spec §4: the basket is saved to storage debounced by 300 ms. */
export const BASKET_SAVE_DEBOUNCE_MS = 300;
export const DEFAULT_CURRENCY_SYMBOL = "$";
