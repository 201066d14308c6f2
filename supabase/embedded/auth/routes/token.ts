// POST /auth/v1/token?grant_type=password|refresh_token|pkce – open or refresh a session
import type { Route } from "../context";
import { exchangeAuthCode } from "../email-links";
import { authErrors } from "../errors";
import { json, parseInput } from "../http";
import { passwordMatches } from "../passwords";
import { passwordGrantBody, pkceGrantBody, refreshGrantBody } from "../schemas";
import { refreshSession, sessionJson, startSession } from "../sessions";
import { findUserByEmail, isBanned } from "../users";

const passwordGrant: Route = async (req, ctx) => {
  const body = parseInput(passwordGrantBody, req.body);
  const email = body.email.toLowerCase();
  const { ip } = req.meta;
  const guesses = `${ip} ${email}`;
  const { signInPerIp, signInFailuresPerIpAndEmail, signInFailuresPerIp } = ctx.rateLimits;
  if (!ctx.limiter.take("signin-ip", ip, signInPerIp)) throw authErrors.overRequestRateLimit();
  if (
    !ctx.limiter.check("signin-failures", guesses, signInFailuresPerIpAndEmail) ||
    !ctx.limiter.check("signin-failures-ip", ip, signInFailuresPerIp)
  ) {
    throw authErrors.overRequestRateLimit();
  }

  const user = await findUserByEmail(ctx.db, email);
  // One password check whether or not the account exists, and the same answer for an unknown address and a
  // wrong password: sign-in never says which accounts exist.
  const matches = await passwordMatches(user?.encrypted_password, body.password);
  if (!user || !matches) {
    ctx.limiter.record("signin-failures", guesses, signInFailuresPerIpAndEmail);
    ctx.limiter.record("signin-failures-ip", ip, signInFailuresPerIp);
    throw authErrors.invalidCredentials();
  }
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  if (isBanned(user)) throw authErrors.userBanned(400);
  return json(await sessionJson(ctx.signer, await startSession(ctx.db, user.id, "password", req.meta)));
};

const refreshGrant: Route = async (req, ctx) => {
  const body = parseInput(refreshGrantBody, req.body);
  return json(await sessionJson(ctx.signer, await refreshSession(ctx.db, body.refresh_token, ctx.refreshTokenReuseIntervalSeconds)));
};

const pkceGrant: Route = async (req, ctx) => {
  const body = parseInput(pkceGrantBody, req.body);
  const { userId, authMethod } = await exchangeAuthCode(ctx.db, body.auth_code, body.code_verifier);
  return json(await sessionJson(ctx.signer, await startSession(ctx.db, userId, authMethod, req.meta)));
};

const GRANTS: Record<string, Route> = { password: passwordGrant, refresh_token: refreshGrant, pkce: pkceGrant };

export const token: Route = async (req, ctx) => {
  const grant = GRANTS[req.url.searchParams.get("grant_type") ?? ""];
  if (!grant) throw authErrors.unsupportedGrant();
  return grant(req, ctx);
};
