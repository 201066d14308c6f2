import { ConsoleTeamPage } from "@/components/console/console-team-page";

/** A site's team in the console: members and their roles, invitations (owners and admins of that site). */
export default async function TeamPage({ params }: { params: Promise<{ orgId: string }> }) {
  return <ConsoleTeamPage orgId={(await params).orgId} />;
}
