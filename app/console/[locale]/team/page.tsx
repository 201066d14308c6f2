import { Suspense } from "react";
import { ConsoleSitePage } from "@/components/console/console-site-page";

/** A site's team in the console (`/team?site={id}`): members, roles, invitations and activity, for its owners and admins. */
export default function TeamPage() {
  return (
    <Suspense>
      <ConsoleSitePage panel="team" />
    </Suspense>
  );
}
