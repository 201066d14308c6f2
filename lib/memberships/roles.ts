// The roles a person holds on a site (supabase/migrations/…_memberships.sql), for the server and the browser.

/** A person's roles on a site, highest first: each has every right of the ones after it. */
export const MEMBERSHIP_ROLES = ["owner", "admin", "editor", "customer"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

const RANK: Record<MembershipRole, number> = { owner: 4, admin: 3, editor: 2, customer: 1 };

/** Whether `role` has every right of `least` (owner ⊃ admin ⊃ editor ⊃ customer); no role has none. */
export function roleAtLeast(role: MembershipRole | null | undefined, least: MembershipRole): boolean {
  return role ? RANK[role] >= RANK[least] : false;
}

/** The roles that edit the site: they get the admin layer. */
export const isStaff = (role: MembershipRole | null | undefined) => roleAtLeast(role, "editor");

/** Each role's name in the "Account" messages, for every place that shows a role. */
export const ROLE_LABEL_KEYS = { owner: "roleOwner", admin: "roleAdmin", editor: "roleEditor", customer: "roleCustomer" } as const satisfies Record<MembershipRole, string>;
