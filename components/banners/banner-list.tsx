"use client";

import { useEffect, useMemo, useState } from "react";
import type { BannerView } from "@/lib/banners/types";
import { fixedTopOffset, fixedTopPosition, isBannerVisible } from "@/lib/banners/visibility";
import { expandBanner, type BannerData } from "./banner-fields";
import { BannerItem } from "./banner-item";
import { useBannerDismissals } from "./use-banner-dismissals";
import { useVisiblePath } from "./use-visible-path";

/** CSS variable with the height of the fixed top banners (56 px each), for other fixed elements to follow. */
const OFFSET_VARIABLE = "--banner-offset";

/**
 * The banners this visitor sees on the current page. The list comes from a cached server read
 * (banner-area.tsx); which banners show (page paths, expiry, dismissals) is decided here, after hydration.
 */
export function BannerList({ banners: data, headerOverlays }: { banners: BannerData[]; headerOverlays: boolean }) {
  const banners = useMemo(() => data.map(expandBanner), [data]);
  const path = useVisiblePath();
  const { dismissals, dismiss } = useBannerDismissals();
  const [now, setNow] = useState<number | null>(null);

  // Re-check expiry each minute so an ended promotion leaves without a reload.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock starts after hydration
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const visible =
    path === null || now === null
      ? []
      : banners.filter((banner) => isBannerVisible(banner, { path, now, dismissedUntil: dismissals[banner.id] }));
  // A header that overlays the page (transparent) would cover a banner in the flow: every top banner then
  // sits above the header, which moves down by their height.
  const aboveHeader = (banner: BannerView) => banner.isFixedAboveNavbar || headerOverlays;
  const fixedTop = visible.filter((banner) => banner.position === "top" && aboveHeader(banner));
  const inFlowTop = visible.filter((banner) => banner.position === "top" && !aboveHeader(banner));
  const others = visible.filter((banner) => banner.position !== "top");
  const aboveBreadcrumbs = path !== "/" && path !== "/home";

  // The stylesheet's value is 0px: with no fixed top banner the root's style is left alone, since a change there
  // restyles the whole page.
  useEffect(() => {
    if (fixedTop.length === 0) return;
    const root = document.documentElement;
    root.style.setProperty(OFFSET_VARIABLE, `${fixedTopOffset(fixedTop.length)}px`);
    return () => {
      root.style.removeProperty(OFFSET_VARIABLE);
    };
  }, [fixedTop.length]);

  if (visible.length === 0) return null;
  return (
    <div data-banner-area>
      {/* Fixed banners leave the flow: this spacer keeps the page from sliding under them. */}
      {fixedTop.length > 0 && <div aria-hidden="true" style={{ height: fixedTopOffset(fixedTop.length) }} />}
      {fixedTop.map((banner, index) => (
        <BannerItem key={banner.id} banner={banner} fixedTop={fixedTopPosition(index)} aboveBreadcrumbs={aboveBreadcrumbs} onDismiss={() => dismiss(banner)} />
      ))}
      {inFlowTop.map((banner) => (
        <BannerItem key={banner.id} banner={banner} fixedTop={null} aboveBreadcrumbs={aboveBreadcrumbs} onDismiss={() => dismiss(banner)} />
      ))}
      {others.map((banner) => (
        <BannerItem key={banner.id} banner={banner} fixedTop={null} aboveBreadcrumbs={aboveBreadcrumbs} onDismiss={() => dismiss(banner)} />
      ))}
    </div>
  );
}
