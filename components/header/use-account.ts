"use client";

import { useCallback, useEffect, useState } from "react";
import type { ProfileAnswer } from "@/components/account/use-profile";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { useSession } from "@/lib/auth/use-session";
import { roleAtLeast } from "@/lib/memberships/roles";

export type AccountState = "loading" | "signed-out" | "customer" | "editor" | "admin";

/**
 * Who is looking at the header and footer: signed out, a customer, an editor of this site's content, or
 * an admin (owners count as admins here; the console is where they differ).
 */
export function useAccount(): { state: AccountState; logout: () => Promise<void> } {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const [role, setRole] = useState<{ userId: string; role: ProfileAnswer["role"] } | null>(null);

  useEffect(() => {
    if (!session) return;
    const { id } = session.user;
    let current = true;
    let stop: (() => void) | undefined;
    // The role check (TanStack Query, zod and the API client) is fetched for signed-in visitors only.
    import("./load-role").then(
      ({ watchRole }) => {
        if (current) stop = watchRole(session, (answer) => setRole({ userId: id, role: answer }));
      },
      () => current && setRole({ userId: id, role: null }),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [session]);

  const logout = useCallback(async () => {
    await (await loadSupabaseClient()).auth.signOut();
    window.location.reload();
  }, []);
  const state: AccountState = session === undefined ? "loading" : session === null ? "signed-out" : signedInState(role?.userId === userId ? role.role : null);
  return { state, logout };
}

function signedInState(role: ProfileAnswer["role"]): AccountState {
  if (roleAtLeast(role, "admin")) return "admin";
  return role === "editor" ? "editor" : "customer";
}

/** The profile links per role (002 §2 Header): paths without language prefix. */
export const CUSTOMER_LINKS = [
  { key: "account", path: "/account" },
  { key: "contact", path: "/contact" },
] as const;

export const ADMIN_LINKS = [
  { key: "dashboard", path: "/admin" },
  // Opens the tickets modal (components/support/tickets-link.tsx); the path is its fallback.
  { key: "tickets", path: "/account/profile/tickets" },
  { key: "meetings", path: "/admin/meetings" },
  { key: "aiAgents", path: "/admin/ai/management" },
] as const;

/**
 * The namespaces with the signed-in texts (profile links, Logout, the account label): the page carries
 * only what signed-out visitors see, and a signed-in control loads these with <WithMessages>.
 */
export const SIGNED_IN_MESSAGES = ["Header", "Account"] as const;
