"use client";

import { useTranslations } from "next-intl";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { MODAL_SWITCH_DELAY_MS } from "@/lib/auth/constants";
import { storeReturnAddress } from "@/lib/auth/return-address";
import { WithMessages } from "@/components/i18n/with-messages";
import { AuthDialog } from "./auth-dialog";

// The forms, the auth client they fetch and their texts load when a modal first opens: most visitors never open one.
const LoginForm = lazy(() => import("./login-form").then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import("./register-form").then((m) => ({ default: m.RegisterForm })));

const AUTH_NAMESPACES = ["Auth"] as const;

type Which = "login" | "register" | null;

const AuthModalContext = createContext<{ openLogin: () => void; openRegister: () => void } | null>(null);

/** Hosts the login and register modals that the header opens. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("Auth");
  const [open, setOpen] = useState<Which>(null);
  const switchTimer = useRef<number | undefined>(undefined);

  const openLogin = useCallback(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    // Opening login stores the current path as the return target, unless it is a login page.
    if (!here.includes("/login")) storeReturnAddress(here);
    setOpen("login");
  }, []);
  const openRegister = useCallback(() => setOpen("register"), []);
  const switchTo = (next: Exclude<Which, null>) => {
    setOpen(null);
    window.clearTimeout(switchTimer.current);
    switchTimer.current = window.setTimeout(() => setOpen(next), MODAL_SWITCH_DELAY_MS);
  };
  const value = useMemo(() => ({ openLogin, openRegister }), [openLogin, openRegister]);
  const currentPage = typeof window === "undefined" ? undefined : `${window.location.pathname}${window.location.search}`;

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      {/* Each dialog renders while open (AuthDialog opens it as a modal when mounted). */}
      {open === "login" && (
        <AuthDialog key="login" title={t("login.title")} onClose={() => setOpen(null)}>
          <WithMessages namespaces={AUTH_NAMESPACES}>
            <Suspense fallback={null}>
              <LoginForm currentPage={currentPage} onSwitchToRegister={() => switchTo("register")} />
            </Suspense>
          </WithMessages>
        </AuthDialog>
      )}
      {open === "register" && (
        <AuthDialog key="register" title={t("register.title")} onClose={() => setOpen(null)}>
          <WithMessages namespaces={AUTH_NAMESPACES}>
            <Suspense fallback={null}>
              <RegisterForm onSwitchToLogin={() => switchTo("login")} />
            </Suspense>
          </WithMessages>
        </AuthDialog>
      )}
    </AuthModalContext.Provider>
  );
}

export function useAuthModals() {
  const context = useContext(AuthModalContext);
  if (!context) throw new Error("useAuthModals() needs an AuthModalProvider");
  return context;
}
