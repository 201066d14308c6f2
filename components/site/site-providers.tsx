"use client";

import type { ReactNode } from "react";
import { AuthModalProvider } from "@/components/auth/auth-modals";
import { BasketProvider } from "@/components/basket/basket-provider";
import { ToastProvider } from "@/components/toasts/toast-provider";
import { SiteProvider, type SiteInfo } from "./site-context";

/**
 * The contexts every island of a site page shares (site, auth dialogs, basket, toasts), as one client
 * component: the page's payload then names one client reference and one element instead of four.
 */
export function SiteProviders({ site, children }: { site: SiteInfo; children: ReactNode }) {
  return (
    <SiteProvider value={site}>
      <AuthModalProvider>
        <BasketProvider>
          <ToastProvider>{children}</ToastProvider>
        </BasketProvider>
      </AuthModalProvider>
    </SiteProvider>
  );
}
