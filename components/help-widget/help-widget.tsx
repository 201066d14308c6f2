"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { WithMessages } from "@/components/i18n/with-messages";
import type { Locale } from "@/lib/i18n/locales";
import { WIDGET_BUTTON_SCROLL_THRESHOLD_PX } from "@/lib/help-widget/constants";
import { whenIdle } from "@/lib/when-idle";
import { useWidgetState } from "./use-widget-state";

// The panel loads on first open, with its texts: visitors who never open the widget download only this button
// and its two labels (lib/i18n/shell-messages.ts).
const HelpWidgetPanel = lazy(() => import("./help-widget-panel").then((m) => ({ default: m.HelpWidgetPanel })));

/** The floating help-centre button and its panel. */
export function HelpWidget({ locales }: { locales: readonly Locale[] }) {
  const t = useTranslations("HelpWidget");
  const widget = useWidgetState();
  const button = useRef<HTMLButtonElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);

  // On mobile the button fades out until the visitor scrolls past 100 px.
  useEffect(() => {
    const onScroll = () => setScrolledPast(window.scrollY > WIDGET_BUTTON_SCROLL_THRESHOLD_PX);
    const cancelFirstRead = whenIdle(onScroll);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelFirstRead();
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  const faded = widget.isMobile && !scrolledPast && !widget.isOpen;

  const close = () => {
    widget.close();
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={widget.isOpen ? close : widget.open}
        aria-expanded={widget.isOpen}
        aria-hidden={faded || undefined}
        tabIndex={faded ? -1 : 0}
        data-help-widget-button
        className={`help-button ${faded ? "pointer-events-none opacity-0" : "opacity-100"}`}
      >
        <span aria-hidden="true">{widget.isOpen ? "✕" : "?"}</span>
        <span className="sr-only">{widget.isOpen ? t("close") : t("open")}</span>
      </button>
      {widget.isOpen && (
        <Suspense fallback={null}>
          <WithMessages namespaces={["HelpWidget"]}>
            <HelpWidgetPanel widget={widget} locales={locales} onClose={close} />
          </WithMessages>
        </Suspense>
      )}
    </>
  );
}
