"use client";

import type { Session } from "@supabase/supabase-js";
import { useSyncExternalStore } from "react";
import { currentSession, subscribeToSession } from "./session-store";

/** The browser's session: undefined while loading (and on the server), null when signed out. Errors count as signed out. */
export function useSession(): Session | null | undefined {
  return useSyncExternalStore(subscribeToSession, currentSession, () => undefined);
}
