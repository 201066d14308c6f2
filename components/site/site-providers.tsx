"use client";

import Link from "next/link";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { use, type ReactNode } from "react";
import { AuthModalProvider } from "@/components/auth/auth-modals";
import { BasketProvider } from "@/components/basket/basket-provider";
import { ToastProvider } from "@/components/toasts/toast-provider";
import { HydrationMarker } from "./hydration-marker";
import { shellCatalogue } from "./shell-catalogue";
import { SiteProvider, type SiteInfo } from "./site-context";

/**
 * The contexts every island of a site page shares (texts, site, auth dialogs, basket, toasts), as one client
 * component: the page's payload then names one client reference and one element instead of six. The texts
 * are the language's shell catalogue, loaded as a cached chunk rather than carried by each page; hydration
 * waits for it, and the page is marked hydrated only once these islands are.
 */
export function SiteProviders({ site, timeZone, children }: { site: SiteInfo; timeZone: string; children: ReactNode }) {
  const messages = use(shellCatalogue(site.locale));
  return (
    <NextIntlClientProvider locale={site.locale} messages={messages} timeZone={timeZone}>
      <SiteProvider value={site}>
        <AuthModalProvider>
          <BasketProvider>
            <ToastProvider>
              <HydrationMarker />
              {children}
            </ToastProvider>
          </BasketProvider>
        </AuthModalProvider>
      </SiteProvider>
    </NextIntlClientProvider>
  );
}

/**
 * The site's 404 in the visitor's language, from the shell catalogue. Every page's payload carries the layout's
 * not-found view: as this client component it is one element instead of its texts and tree. It lives in this
 * module so that it comes with the layout's chunks rather than in a chunk of its own that every page would load.
 */
export function PageNotFound() {
  const t = useTranslations("NotFound");
  return (
    <div className="py-20 text-center">
      <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
      <p className="mt-4 text-gray-600">{t("description")}</p>
      <Link href="/" className="mt-8 inline-block text-sky-700 underline">
        {t("backHome")}
      </Link>
    </div>
  );
}
