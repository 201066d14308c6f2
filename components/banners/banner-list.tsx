"use client";

import { useEffect, useMemo, useState } from "react";
import { fixedTopOffset, fixedTopPosition, isAboveHeader, isBannerVisible } from "@/lib/banners/visibility";
import { useInterval } from "@/lib/use-interval";
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
  }, []);
  useInterval(() => setNow(Date.now()), 60_000);

  const decided = path !== null && now !== null;
  const visible = decided ? banners.filter((banner) => isBannerVisible(banner, { path, now, dismissedUntil: dismissals[banner.id] })) : [];
  // The header moves down by the fixed ones' height; a header that overlays the page (transparent) would cover a
  // banner in the flow, so every top banner then sits above it.
  const fixedTop = visible.filter((banner) => isAboveHeader(banner, headerOverlays));
  const inFlowTop = visible.filter((banner) => banner.position === "top" && !isAboveHeader(banner, headerOverlays));
  const others = visible.filter((banner) => banner.position !== "top");
  const aboveBreadcrumbs = path !== "/" && path !== "/home";

  // The stylesheet already holds the place of the banners every page shows (app/globals.css): the root's style,
  // whose change restyles the whole page, is written only when this visitor's page needs another height.
  const offset = decided ? `${fixedTopOffset(fixedTop.length)}px` : null;
  useEffect(() => {
    if (offset === null) return;
    const root = document.documentElement;
    if (getComputedStyle(root).getPropertyValue(OFFSET_VARIABLE).trim() === offset) return;
    root.style.setProperty(OFFSET_VARIABLE, offset);
    return () => {
      root.style.removeProperty(OFFSET_VARIABLE);
    };
  }, [offset]);

  if (visible.length === 0) return null;
  return (
    <div data-banner-area>
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
