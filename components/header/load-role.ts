import type { Session } from "@supabase/supabase-js";
import { QueryObserver } from "@tanstack/react-query";
import { profileQuery, type ProfileAnswer } from "@/components/account/use-profile";
import { getQueryClient } from "@/components/query/query-client";

/**
 * The signed-in visitor's role on this site, from the profile query the account pages read too: the header,
 * its mobile menu and the footer share one GET /api/profile. While the check fails the visitor counts as a
 * customer, and a failed check is not kept: the next page asks again. Returns the function that stops watching.
 */
export function watchRole(session: Session, onRole: (role: ProfileAnswer["role"]) => void): () => void {
  const observer = new QueryObserver(getQueryClient(), profileQuery(session));
  const report = ({ data, isError }: { data?: ProfileAnswer; isError: boolean }) => {
    if (data) onRole(data.role);
    else if (isError) onRole(null);
  };
  const stop = observer.subscribe(report);
  report(observer.getCurrentResult());
  return stop;
}
