"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import type { WidgetView } from "@/lib/help-widget/constants";
import { WIDGET_BUTTON as BUTTON } from "./sign-in-choice";
import { useHelpContent } from "./use-help-content";

// The chat views (and their texts) load when first shown.
const LiveSupportView = lazy(() => import("./live-support-view"));
const AiView = lazy(() => import("./ai-view"));

const LINK = "font-semibold text-sky-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

function WelcomeView({ onNavigate }: { onNavigate: (view: WidgetView) => void }) {
  const t = useTranslations("HelpWidget");
  const shortcuts: [WidgetView, string][] = [
    ["faq", "tabFaq"],
    ["knowledge-base", "tabKnowledgeBase"],
    ["live-support", "tabLiveSupport"],
    ["ai", "tabAi"],
  ];
  return (
    <div>
      <h3 className="text-xl font-semibold text-gray-900">{t("welcomeTitle")}</h3>
      <p className="mt-2 text-gray-700">{t("welcomeText")}</p>
      <ul className="mt-4 grid gap-2">
        {shortcuts.map(([view, label]) => (
          <li key={view}>
            <button type="button" onClick={() => onNavigate(view)} className={`${BUTTON} w-full border border-gray-200 text-left text-gray-900 hover:bg-gray-50`}>
              {t(label)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The view for the current tab; FAQ, knowledge base and features come from GET /api/help-center. */
export function WidgetViewContent({ view, locale, onNavigate }: { view: WidgetView; locale: string; onNavigate: (view: WidgetView) => void }) {
  const t = useTranslations("HelpWidget");
  const path = useLocalizedPath();
  const { state, retry } = useHelpContent(locale);
  if (view === "welcome") return <WelcomeView onNavigate={onNavigate} />;
  if (view === "live-support" || view === "ai") {
    return <Suspense fallback={<p role="status">{t("loading")}</p>}>{view === "ai" ? <AiView /> : <LiveSupportView />}</Suspense>;
  }
  if (state.status === "loading") return <p role="status">{t("loading")}</p>;
  if (state.status === "error") {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-700">{t("loadFailed")}</p>
        <button type="button" onClick={retry} className={`${BUTTON} border border-gray-300`}>
          {t("retry")}
        </button>
      </div>
    );
  }
  const { faqs, articles, features } = state.content;
  if (view === "faq") {
    if (faqs.length === 0) return <p>{t("faqEmpty")}</p>;
    return (
      <div className="space-y-2" data-widget-faq>
        {faqs.map((faq) => (
          <details key={faq.id} className="rounded-lg border border-gray-200 p-3">
            <summary className="cursor-pointer font-semibold text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">{faq.question}</summary>
            <p className="mt-2 whitespace-pre-line text-gray-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    );
  }
  if (view === "knowledge-base") {
    if (articles.length === 0) return <p>{t("kbEmpty")}</p>;
    return (
      <ul className="space-y-3" data-widget-articles>
        {articles.map((article) => (
          <li key={article.id} className="rounded-lg border border-gray-200 p-3">
            <a href={path(`/${article.slug}`)} className={LINK}>
              {article.title}
            </a>
            {article.description && <p className="mt-1 text-sm text-gray-700">{article.description}</p>}
          </li>
        ))}
      </ul>
    );
  }
  if (features.length === 0) return <p>{t("featuresEmpty")}</p>;
  return (
    <ul className="space-y-3" data-widget-features>
      {features.map((feature) => (
        <li key={feature.id}>
          <p className="font-semibold text-gray-900">{feature.name}</p>
          {feature.description && <p className="text-sm text-gray-700">{feature.description}</p>}
        </li>
      ))}
    </ul>
  );
}
