"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { QueryProvider } from "@/components/query/query-provider";
import { useSite } from "@/components/site/site-context";
import { WIDGET_VIEWS, type WidgetSize, type WidgetView } from "@/lib/help-widget/constants";
import type { Locale } from "@/lib/i18n/locales";
import { WidgetHeader } from "./widget-header";
import { WidgetViewContent } from "./widget-views";
import type { useWidgetState } from "./use-widget-state";

const SIZE_CLASSES: Record<WidgetSize, string> = {
  // Initial 400×750, kept inside short viewports.
  initial: "bottom-36 right-4 h-[750px] max-h-[calc(100dvh-10rem)] w-[400px] max-w-[calc(100vw-2rem)] rounded-xl",
  half: "inset-y-0 right-0 w-1/2 max-sm:inset-x-0 max-sm:top-1/2 max-sm:w-full max-sm:rounded-t-xl",
  fullscreen: "inset-0",
};

export const TAB_LABEL: Record<WidgetView, string> = {
  welcome: "tabWelcome",
  "live-support": "tabLiveSupport",
  faq: "tabFaq",
  "knowledge-base": "tabKnowledgeBase",
  features: "tabFeatures",
  ai: "tabAi",
};

interface PanelProps {
  widget: ReturnType<typeof useWidgetState>;
  locales: readonly Locale[];
  onClose: () => void;
}

/** The open widget: header, tab bar and the current view; chat mode shows the conversation alone. */
export function HelpWidgetPanel({ widget, locales, onClose }: PanelProps) {
  const t = useTranslations("HelpWidget");
  const { locale } = useSite();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const view: WidgetView = widget.mode === "chat" ? "live-support" : widget.view;

  // Focus moves into the panel when it opens; Escape closes it.
  useEffect(() => {
    panel.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose();
  };
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = WIDGET_VIEWS[(WIDGET_VIEWS.indexOf(widget.view) + step + WIDGET_VIEWS.length) % WIDGET_VIEWS.length];
    widget.setView(next);
    document.getElementById(`${titleId}-${next}`)?.focus();
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-help-widget
      data-size={widget.size}
      data-view={view}
      data-mode={widget.mode}
      className={`fixed z-[70] flex flex-col overflow-hidden border border-gray-200 bg-white shadow-2xl focus:outline-none ${SIZE_CLASSES[widget.size]}`}
    >
      <WidgetHeader titleId={titleId} widget={widget} locales={locales} onClose={onClose} />
      {widget.mode === "help" && (
        <div role="tablist" aria-label={t("sections")} onKeyDown={onTabKey} className="flex overflow-x-auto border-b border-gray-200 px-2">
          {WIDGET_VIEWS.map((name) => (
            <button
              key={name}
              id={`${titleId}-${name}`}
              type="button"
              role="tab"
              aria-selected={widget.view === name}
              aria-controls={`${titleId}-view`}
              tabIndex={widget.view === name ? 0 : -1}
              onClick={() => widget.setView(name)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-600 ${
                widget.view === name ? "border-sky-700 text-sky-800" : "border-transparent text-gray-700"
              }`}
            >
              {t(TAB_LABEL[name])}
            </button>
          ))}
        </div>
      )}
      <div id={`${titleId}-view`} role={widget.mode === "help" ? "tabpanel" : undefined} className="flex-1 overflow-y-auto p-4">
        <QueryProvider>
          <WidgetViewContent view={view} locale={locale} onNavigate={widget.setView} />
        </QueryProvider>
      </div>
    </div>
  );
}
