import type { Metadata } from "next";
import { InviteAcceptance } from "@/components/team/invite-acceptance";
import { PageMessages } from "@/components/site/page-messages";
import { BUILD_SAMPLE_PARAMS } from "@/lib/site/build-params";
import { siteRoute } from "@/lib/site/route";

export const metadata: Metadata = { robots: { index: false } };

/** Cache Components needs one sample per dynamic segment at build time; real tokens render on demand. */
export function generateStaticParams() {
  return BUILD_SAMPLE_PARAMS.map((params) => ({ ...params, token: "build-sample" }));
}

/** An invitation's link: who invites to what, then joining (after choosing a password, for a new account). */
export default async function InvitePage({ params }: PageProps<"/sites/[site]/[locale]/invite/[token]">) {
  const { token } = await params;
  const { locale } = await siteRoute(params, `/invite/${token}`);
  return (
    <div className="mx-auto max-w-lg px-6 py-16">
      <PageMessages locale={locale} namespaces={["Invite", "Account"]}>
        <InviteAcceptance token={token} />
      </PageMessages>
    </div>
  );
}
