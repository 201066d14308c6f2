/** TanStack Query keys of the account pages. */
export const profileKeys = {
  /** GET /api/profile for one signed-in user: their profile and role on this site. */
  profile: (userId: string) => ["profiles", "profile", userId] as const,
};
