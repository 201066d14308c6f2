// POST /auth/v1/logout?scope=global|local|others – end sessions; their refresh tokens stop working at once
import { requireUser, type Route } from "../context";
import { noContent, parseInput } from "../http";
import { logoutQuery } from "../schemas";
import { endSessions } from "../sessions";

export const logout: Route = async (req, ctx) => {
  const { scope } = parseInput(logoutQuery, Object.fromEntries(req.url.searchParams));
  const { claims } = await requireUser(req, ctx);
  await endSessions(ctx.db, claims.sub, claims.session_id, scope);
  return noContent();
};
