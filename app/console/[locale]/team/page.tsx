import { Suspense } from "react";
import { ConsoleTeamPage } from "@/components/console/console-team-page";

/** A site's team in the console (`/team?site={id}`): members, roles, invitations and activity, for its owners and admins. */
export default function TeamPage() {
  return (
    <Suspense>
      <ConsoleTeamPage />
    </Suspense>
  );
}
