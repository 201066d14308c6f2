import type { NextRequest, NextResponse } from "next/server";
import { logger } from "@/lib/log/logger.mjs";
import { createSupabaseRequestClient } from "./server";

/**
 * Refreshes an expiring Supabase session on the way through the proxy, writing the rotated
 * cookies to the response. Requests without session cookies (most visitors) skip it entirely.
 */
export async function refreshSessionCookies(request: NextRequest, response: NextResponse): Promise<void> {
  if (!request.cookies.getAll().some((cookie) => cookie.name.startsWith("sb-"))) return;
  const supabase = createSupabaseRequestClient(request, response);
  try {
    await supabase.auth.getClaims();
  } catch (error) {
    // Auth session errors are logged and treated as signed out (002 §8).
    logger.error({ err: error }, "auth session refresh failed");
  }
}
