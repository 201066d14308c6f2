import type { BannerOpenState } from "@/lib/model/enums";

/** What a visitor's browser needs of one banner (texts already in the page's language). */
export interface BannerView {
  id: string;
  position: "top" | "bottom" | "left" | "right";
  type: "permanent" | "closed";
  text: string;
  icon: string | null;
  link: { label: string; url: string; isExternal: boolean } | null;
  background: string | null;
  landingContent: string | null;
  dismissalDuration: string | null;
  pagePaths: string[];
  isFixedAboveNavbar: boolean;
  /** ISO time; null when the banner is no promotion. */
  endDatePromotion: string | null;
  showCountdown: boolean;
  /** Null disables expansion. */
  openState: BannerOpenState | null;
}
