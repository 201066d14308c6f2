import "server-only";
import { createServerClient, type CookieMethodsServer } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";
import { publicEnv } from "@/lib/env/public-env";
import { NoRealtimeTransport } from "./no-realtime";

/**
 * A supabase-js client bound to one request's cookies. Session cookies are SameSite=Lax, and
 * Secure whenever the site is served over https (every production deployment).
 */
export function createSupabaseServerClient(cookies: CookieMethodsServer, { secure = false }: { secure?: boolean } = {}) {
  return createServerClient(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
    cookies,
    cookieOptions: { sameSite: "lax", secure, path: "/" },
    realtime: { transport: NoRealtimeTransport },
    auth: { flowType: "pkce" },
  });
}

/** A client that reads the request's session cookies and writes refreshed ones onto `response`. */
export function createSupabaseRequestClient(request: NextRequest, response: NextResponse) {
  return createSupabaseServerClient(
    {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
      },
    },
    { secure: request.nextUrl.protocol === "https:" },
  );
}
