import { RETURN_ADDRESS_KEY } from "./constants";
import { isAcceptableTarget, shouldStoreReturnAddress } from "./redirect";

/** Remembers where the visitor was, unless it is an auth page or home (000 §2). */
export function storeReturnAddress(path: string): void {
  if (shouldStoreReturnAddress(path)) window.localStorage.setItem(RETURN_ADDRESS_KEY, path);
}

export function readReturnAddress(): string | null {
  const stored = window.localStorage.getItem(RETURN_ADDRESS_KEY);
  return isAcceptableTarget(stored) ? stored : null;
}

export function clearReturnAddress(): void {
  window.localStorage.removeItem(RETURN_ADDRESS_KEY);
}
