"use client";

import { useMessages, useTranslations } from "next-intl";
import { lazy, Suspense, useState, type CSSProperties } from "react";
import { WithMessages } from "@/components/i18n/with-messages";
import { useLocalizedPath } from "@/components/site/site-context";
import type { BannerView } from "@/lib/banners/types";
import { colorName, readableTextOn } from "@/lib/sections/colors";
import { Countdown } from "./countdown";
import { MenuIcon } from "@/components/header/menu-icon";

const BannerExpansion = lazy(() => import("./banner-expansion").then((m) => ({ default: m.BannerExpansion })));

const PLACEMENT: Record<BannerView["position"], string> = {
  top: "w-full",
  bottom: "fixed inset-x-0 z-40",
  left: "fixed left-2 top-1/3 z-40 w-64 rounded-lg",
  right: "fixed right-2 top-1/3 z-40 w-64 rounded-lg",
};

/**
 * The site's pages have every Banners text (the shell catalogue, lib/i18n/shell-messages.ts); elsewhere (the
 * banner editor's preview) a countdown's and an expansion's texts load with such a banner.
 */
const BANNER_MESSAGES = ["Banners"] as const;

/** The banner's link and buttons (app/site-chrome.css). */
const CONTROL = "banner-control";

interface BannerItemProps {
  banner: BannerView;
  /** Pixels from the top for a fixed top banner (above the navbar, 56 px per banner before it). */
  fixedTop: number | null;
  /** Every page but home has the breadcrumb bar (40 px) fixed at the bottom: sit above it. */
  aboveBreadcrumbs: boolean;
  onDismiss: () => void;
}

/** One banner: text, icon and link, an optional countdown, expansion when it has an open state, and close when closable. */
export function BannerItem(props: BannerItemProps) {
  const loaded = Boolean((useMessages().Banners as Record<string, unknown> | undefined)?.endsIn);
  const content = <BannerContent {...props} />;
  const needsMore = (props.banner.showCountdown || props.banner.openState) && !loaded;
  return needsMore ? <WithMessages namespaces={BANNER_MESSAGES}>{content}</WithMessages> : content;
}

function BannerContent({ banner, fixedTop, aboveBreadcrumbs, onDismiss }: BannerItemProps) {
  const t = useTranslations("Banners");
  const path = useLocalizedPath();
  const [expanded, setExpanded] = useState(false);
  const background = colorName(banner.background) ?? "gray-900";
  const bottom = banner.position === "bottom" ? (aboveBreadcrumbs ? " bottom-10" : " bottom-0") : "";
  // Above the header (z-40): a header hidden on scroll slides up behind the banners.
  const placement = fixedTop !== null ? "fixed inset-x-0 z-[45]" : `${PLACEMENT[banner.position]}${bottom}`;
  const style: CSSProperties | undefined = fixedTop !== null ? { top: fixedTop } : undefined;
  const vertical = banner.position === "left" || banner.position === "right";
  // Banner minimum height 48 px, 72 px on mobile when a countdown shows. A banner fixed above the navbar
  // is exactly its 56 px slot, on one row, so the header below it is never covered.
  const fixed = fixedTop !== null;
  const height = fixed ? "h-14 overflow-hidden" : banner.showCountdown ? "min-h-[72px] sm:min-h-12" : "min-h-12";
  const row = vertical ? "flex-col items-start" : fixed ? "h-full flex-nowrap justify-center" : "flex-wrap justify-center";

  return (
    <div
      role="region"
      aria-label={t("region")}
      data-banner-id={banner.id}
      data-banner-position={banner.position}
      style={style}
      className={`${placement} ${height} bg-${background} ${readableTextOn(background)} shadow`}
    >
      <div className={`banner-row ${row}`}>
        {banner.icon && <MenuIcon name={banner.icon} className={`h-5 w-5 shrink-0 ${fixed ? "hidden sm:block" : ""}`} />}
        <p className={`text-sm font-medium ${fixed ? "line-clamp-2 min-w-0 text-xs sm:text-sm" : ""}`}>{banner.text}</p>
        {banner.link && (
          <a
            href={banner.link.isExternal ? banner.link.url : path(banner.link.url)}
            {...(banner.link.isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className={CONTROL}
          >
            {banner.link.label}
            {banner.link.isExternal && <span className="sr-only"> {t("newTab")}</span>}
          </a>
        )}
        {banner.showCountdown && banner.endDatePromotion && <Countdown end={banner.endDatePromotion} />}
        {banner.openState && (
          <button type="button" onClick={() => setExpanded(true)} aria-haspopup="dialog" className={CONTROL}>
            {t("expand")}
          </button>
        )}
        {banner.type === "closed" && (
          <button type="button" onClick={onDismiss} aria-label={t("close")} className={`${CONTROL} no-underline sm:ml-auto`}>
            ✕
          </button>
        )}
      </div>
      {expanded && banner.openState && (
        <Suspense fallback={null}>
          <BannerExpansion openState={banner.openState} html={banner.landingContent} title={banner.text} onClose={() => setExpanded(false)} />
        </Suspense>
      )}
    </div>
  );
}
