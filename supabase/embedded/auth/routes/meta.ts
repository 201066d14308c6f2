// GET /auth/v1/.well-known/jwks.json, /settings, /health – what clients read before they sign anyone in
import type { Route } from "../context";
import { json } from "../http";

export const jwks: Route = async (_req, ctx) => json(ctx.signer.jwks());

/** GoTrue's settings: `mailer_autoconfirm` is how a client learns whether sign-up needs a confirmation mail. */
export const settings: Route = async (_req, ctx) =>
  json({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.emailConfirmation,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });

export const health: Route = async () =>
  json({ version: "embedded", name: "GoTrue", description: "Embedded Supabase Auth API subset for local development" });
