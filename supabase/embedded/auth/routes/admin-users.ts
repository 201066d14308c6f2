// GET|POST /auth/v1/admin/users – (service role) list users a page at a time, or create one (no mail)
// GET|PUT|DELETE /auth/v1/admin/users/{id} – (service role) read, change or delete one user
import { z } from "zod";
import { banUntil } from "../ban-duration";
import type { AuthContext, AuthRequest, Route } from "../context";
import { AuthError, authErrors } from "../errors";
import { json, parseInput } from "../http";
import { assertStrongPassword, hashPassword } from "../passwords";
import { adminDeleteBody, adminUserBody, listUsersQuery, validEmail } from "../schemas";
import { deleteUser, findUserByEmail, findUserById, insertUser, listUsers, updateUser, userJson, type UserRow } from "../users";

/** GoTrue's defaultPerPage. */
const DEFAULT_PER_PAGE = 50;

const userId = z.guid();

/** GoTrue's loadUser: a malformed id is 404 validation_failed, an unknown one 404 user_not_found. */
async function loadUser(req: AuthRequest, ctx: AuthContext): Promise<UserRow> {
  if (!userId.safeParse(req.params.id).success) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  const user = await findUserById(ctx.db, req.params.id);
  if (!user) throw authErrors.noUserWithId();
  return user;
}

/** GoTrue's Link and X-Total-Count headers, which auth-js's listUsers reads into nextPage, lastPage and total. */
function paginationHeaders(url: URL, page: number, perPage: number, total: number): Record<string, string> {
  const lastPage = Math.ceil(total / perPage);
  const pageUrl = (n: number) => {
    const target = new URL(url);
    target.searchParams.set("page", String(n));
    target.searchParams.sort();
    return `<${target.pathname}${target.search}>`;
  };
  const links = [...(lastPage > page ? [`${pageUrl(page + 1)}; rel="next"`] : []), `${pageUrl(lastPage)}; rel="last"`];
  return { link: links.join(", "), "x-total-count": String(total) };
}

export const listAdminUsers: Route = async (req, ctx) => {
  const query = parseInput(listUsersQuery, Object.fromEntries(req.url.searchParams));
  // As the ORM under GoTrue: page 0 is the first page, and a page holds at least one user.
  const page = Math.max(1, Number(query.page || 1));
  const perPage = Number(query.per_page || DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE;
  const { users, total } = await listUsers(ctx.db, { page, perPage, filter: query.filter || undefined });
  return json({ users: users.map((user) => userJson(user)), aud: "authenticated" }, 200, paginationHeaders(req.url, page, perPage, total));
};

export const createAdminUser: Route = async (req, ctx) => {
  const body = parseInput(adminUserBody, req.body);
  if (!body.email) throw authErrors.validation("Cannot create a user without either an email or phone");
  const email = validEmail(body.email);
  if (await findUserByEmail(ctx.db, email)) throw authErrors.emailExists();
  if (body.id !== undefined && !userId.safeParse(body.id).success) {
    throw authErrors.validation("ID must conform to the uuid v4 format");
  }
  const bannedUntil = banUntil(body.ban_duration);
  // As GoTrue: an administrator's password is not held to the sign-up rules; none given, nobody can sign in
  // with one until it is set.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const created = await insertUser(ctx.db, {
    id: body.id,
    email,
    passwordHash,
    userMetadata: body.user_metadata ?? {},
    appMetadata: body.app_metadata ?? undefined,
    confirmed: body.email_confirm ?? false,
    bannedUntil,
  });
  if (!created) throw authErrors.emailExists();
  return json(userJson(created));
};

export const getAdminUser: Route = async (req, ctx) => json(userJson(await loadUser(req, ctx)));

export const updateAdminUser: Route = async (req, ctx) => {
  const user = await loadUser(req, ctx);
  const body = parseInput(adminUserBody, req.body);
  const email = body.email ? validEmail(body.email) : undefined;
  const bannedUntil = banUntil(body.ban_duration);
  let passwordHash: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    assertStrongPassword(body.password);
    passwordHash = await hashPassword(body.password);
  }
  if (email && email !== user.email) {
    const taken = await findUserByEmail(ctx.db, email);
    if (taken) throw authErrors.emailExists();
  }
  const updated = await ctx.db.transaction(async (tx) => {
    // As GoTrue: a new password signs the user out everywhere, and confirming or a new password voids
    // every open email link.
    if (passwordHash) await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
    if (passwordHash || body.email_confirm) await tx.query("delete from auth.one_time_tokens where user_id = $1", [user.id]);
    return updateUser(tx, user.id, {
      passwordHash,
      email,
      confirm: body.email_confirm,
      userMetadata: body.user_metadata ?? undefined,
      appMetadata: body.app_metadata ?? undefined,
      bannedUntil,
    });
  });
  return json(userJson(updated));
};

export const deleteAdminUser: Route = async (req, ctx) => {
  const user = await loadUser(req, ctx);
  const body = parseInput(adminDeleteBody, req.body);
  if (body.should_soft_delete) {
    throw authErrors.validation("should_soft_delete is not supported by the embedded Auth server: delete without it");
  }
  await deleteUser(ctx.db, user.id);
  return json({});
};
