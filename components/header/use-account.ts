"use client";

import { useCallback } from "react";
import { useProfile } from "@/components/account/use-profile";
import { useSession } from "@/lib/auth/use-session";
import { getSupabaseBrowserClient } from "@/lib/supabase/browser";

export type AccountState = "loading" | "signed-out" | "customer" | "admin";

/** Who is looking at the header and footer: signed out, a customer, or an admin of this site. */
export function useAccount(): { state: AccountState; logout: () => Promise<void> } {
  const session = useSession();
  const { data } = useProfile(session?.access_token ?? null);
  const logout = useCallback(async () => {
    await getSupabaseBrowserClient().auth.signOut();
    window.location.reload();
  }, []);
  const state: AccountState =
    session === undefined ? "loading" : session === null ? "signed-out" : data?.role === "admin" ? "admin" : "customer";
  return { state, logout };
}

/** The profile links per role (002 §2 Header): paths without language prefix. */
export const CUSTOMER_LINKS = [
  { key: "account", path: "/account" },
  { key: "contact", path: "/contact" },
] as const;

export const ADMIN_LINKS = [
  { key: "dashboard", path: "/admin" },
  { key: "tickets", path: "/account/profile/tickets" },
  { key: "meetings", path: "/admin/meetings" },
  { key: "aiAgents", path: "/admin/ai/management" },
] as const;
