import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { isSafeReturnPath } from "@/lib/auth/redirect";
import { keepCookiesPrivate } from "@/lib/http/private-cookies";
import { createSupabaseRequestClient } from "@/lib/supabase/server";

const confirmQuery = z.object({
  token_hash: z.string().min(1).max(512),
  type: z.enum(["signup", "recovery", "email_change", "email", "magiclink", "invite"]),
  next: z.string().optional(),
});

/**
 * GET /auth/confirm?token_hash=…&type=…&next=… – the emailed link for server-rendered sites:
 * verifies the one-time token, stores the session cookies, and continues to `next` (a same-origin
 * path) marked as confirmed, so the page there finishes the login or the password reset.
 */
export async function GET(request: NextRequest) {
  const parsed = confirmQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  const host = request.headers.get("host") ?? request.nextUrl.host;
  const origin = `${request.nextUrl.protocol}//${host}`;
  const next = parsed.success && isSafeReturnPath(parsed.data.next) ? parsed.data.next : "/";
  const target = new URL(next, origin);

  if (!parsed.success) {
    target.hash = "error=access_denied&error_code=otp_invalid";
    return NextResponse.redirect(target, 303);
  }
  target.searchParams.set("confirmed", parsed.data.type);
  const response = NextResponse.redirect(target, 303);
  const supabase = createSupabaseRequestClient(request, response);
  const { error } = await supabase.auth.verifyOtp({ type: parsed.data.type, token_hash: parsed.data.token_hash });
  if (error) {
    target.searchParams.delete("confirmed");
    target.hash = "error=access_denied&error_code=otp_expired";
    return NextResponse.redirect(target, 303);
  }
  return keepCookiesPrivate(response);
}
