// POST /api/register – a visitor registers on this site: 409 email_exists for an address with an account here; an
// account on other sites only answers as a new registration awaiting confirmation does (issue 39).
import { clientIp, enforceRateLimit, parseBody, route } from "@/lib/api/route";
import { registerOnSite } from "@/lib/auth/registration";
import { REGISTER_RATE_LIMIT, registerInputSchema } from "@/lib/auth/schemas";
import { SignUpRefused } from "@/lib/auth/sign-up";

export const POST = route(
  async ({ request, site }) => {
    const input = await parseBody(request, registerInputSchema);
    const { limit, windowSeconds } = REGISTER_RATE_LIMIT.perEmail;
    await enforceRateLimit(`register:email:${site.id}:${input.email.toLowerCase()}`, limit, windowSeconds);
    try {
      return await registerOnSite(request, site, input);
    } catch (error) {
      // Auth's own refusals (weak_password, rate limits, …) reach the form with Auth's code, as from supabase-js.
      if (error instanceof SignUpRefused) return error.toResponse();
      throw error;
    }
  },
  { rateLimit: { key: (request) => `register:ip:${clientIp(request)}`, ...REGISTER_RATE_LIMIT.perCaller } },
);
