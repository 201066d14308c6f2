import { BLUR_VIEWPORT_RATIO, HIDE_THRESHOLD_PX } from "./constants";

export interface HeaderScrollInput {
  scrollY: number;
  previousScrollY: number;
  /** Whether the header was shown before this scroll step (kept when the offset did not change). */
  wasVisible: boolean;
  viewportHeight: number;
  mobileMenuOpen: boolean;
  headerType: string;
}

/**
 * Spec 002 §4 Header: always visible under 100 px, with the mobile menu open or with the fixed style;
 * otherwise hidden while scrolling down and shown while scrolling up. Blurred past 10 % of the viewport.
 */
export function headerVisibility(input: HeaderScrollInput): { visible: boolean; blurred: boolean } {
  const blurred = input.scrollY > input.viewportHeight * BLUR_VIEWPORT_RATIO;
  if (input.mobileMenuOpen || input.headerType === "fixed" || input.scrollY < HIDE_THRESHOLD_PX) {
    return { visible: true, blurred };
  }
  if (input.scrollY > input.previousScrollY) return { visible: false, blurred };
  if (input.scrollY < input.previousScrollY) return { visible: true, blurred };
  return { visible: input.wasVisible, blurred };
}
