"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from "react";
import { BannerItem } from "@/components/banners/banner-item";
import type { Locale } from "@/lib/i18n/locales";
import type { BannerRow } from "@/lib/organizations/types";
import { previewView } from "./banner-edits";

const NOTHING = () => {};

const inExpansion = (target: EventTarget | null) => target instanceof Element && target.closest("[data-banner-expansion]") !== null;

/** Keys pressed in the opened landing content belong to that dialog, not to the settings modal around it. */
function keepKeysInside(event: KeyboardEvent<HTMLDivElement>) {
  if (inExpansion(event.target)) event.stopPropagation();
}

/**
 * The banner as visitors see it, drawn by the public BannerItem (countdown and expansion included) with the
 * draft's values. A transform makes this box the containing block of the banner's fixed placement, so a
 * bottom, left or right banner stays inside the preview.
 */
export function BannerPreview({ banner, locale }: { banner: BannerRow; locale: Locale }) {
  const t = useTranslations("Editors.settingsBanners");
  const id = useId();
  const view = useMemo(() => previewView(banner, locale), [banner, locale]);
  const fixedTop = banner.position === "top" && banner.is_fixed_above_navbar ? 0 : null;
  const box = useRef<HTMLDivElement>(null);

  // React hands a dialog's cancel (Escape) to every onCancel up its tree, and the settings modal refuses it
  // there: caught on the way down, the landing content closes as it would for a visitor.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const stop = (event: Event) => {
      if (inExpansion(event.target)) event.stopPropagation();
    };
    element.addEventListener("cancel", stop, true);
    return () => element.removeEventListener("cancel", stop, true);
  }, []);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-1">
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {t("preview")}
      </h4>
      <div ref={box} onKeyDown={keepKeysInside} data-banner-preview className="relative h-56 overflow-hidden rounded-lg border border-gray-300 bg-gray-50 [transform:translateZ(0)]">
        {fixedTop !== null && <div aria-hidden="true" className="h-14" />}
        <BannerItem banner={view} fixedTop={fixedTop} aboveBreadcrumbs={false} onDismiss={NOTHING} />
        <div aria-hidden="true" className="mx-4 mt-4 space-y-2">
          <div className="h-3 w-2/3 rounded bg-gray-200" />
          <div className="h-3 w-1/2 rounded bg-gray-200" />
        </div>
      </div>
      {!banner.is_enabled && <p className="text-xs text-gray-700">{t("disabledNote")}</p>}
    </section>
  );
}
