"use client";

import { useCallback, useEffect, useState } from "react";
import { profileAnswerSchema, type ProfileAnswer } from "@/components/account/use-profile";
import { apiFetch } from "@/lib/api/client";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { useSession } from "@/lib/auth/use-session";

export type AccountState = "loading" | "signed-out" | "customer" | "admin";

// The header, its mobile menu and the footer all ask for the role: one GET /api/profile per token.
const roleRequests = new Map<string, Promise<ProfileAnswer["role"]>>();

function loadRole(token: string): Promise<ProfileAnswer["role"]> {
  let request = roleRequests.get(token);
  if (!request) {
    request = apiFetch("/api/profile", profileAnswerSchema, { token })
      .then((answer) => answer.role)
      .catch(() => {
        // Not remembered, so the next page asks again; meanwhile the visitor counts as a customer.
        roleRequests.delete(token);
        return null;
      });
    roleRequests.set(token, request);
  }
  return request;
}

/** Who is looking at the header and footer: signed out, a customer, or an admin of this site. */
export function useAccount(): { state: AccountState; logout: () => Promise<void> } {
  const session = useSession();
  const token = session?.access_token ?? null;
  const [role, setRole] = useState<{ token: string; role: ProfileAnswer["role"] } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void loadRole(token).then((answer) => {
      if (current) setRole({ token, role: answer });
    });
    return () => {
      current = false;
    };
  }, [token]);

  const logout = useCallback(async () => {
    await (await loadSupabaseClient()).auth.signOut();
    window.location.reload();
  }, []);
  const isAdmin = role?.token === token && role.role === "admin";
  const state: AccountState = session === undefined ? "loading" : session === null ? "signed-out" : isAdmin ? "admin" : "customer";
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
