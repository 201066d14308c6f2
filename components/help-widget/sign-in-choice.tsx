"use client";

import { useTranslations } from "next-intl";
import { useAuthModals } from "@/components/auth/auth-modals";

export const WIDGET_BUTTON = "rounded-lg px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2";

/** The spec's login/register choice for a signed-out visitor in the live support and AI views. */
export function SignInChoice() {
  const t = useTranslations("HelpWidget");
  const { openLogin, openRegister } = useAuthModals();
  return (
    <div className="space-y-4" data-widget-signin>
      <p className="text-gray-800">{t("signInRequired")}</p>
      <div className="flex gap-2">
        <button type="button" onClick={openLogin} className={`${WIDGET_BUTTON} bg-sky-700 text-white hover:bg-sky-800`}>
          {t("login")}
        </button>
        <button type="button" onClick={openRegister} className={`${WIDGET_BUTTON} border border-gray-300 text-gray-900 hover:bg-gray-100`}>
          {t("register")}
        </button>
      </div>
    </div>
  );
}
