import type { Metadata } from "next";
import { SessionHandoff } from "@/components/auth/session-handoff";
import { PageMessages } from "@/components/site/page-messages";
import { siteRoute } from "@/lib/site/route";

export const metadata: Metadata = { robots: { index: false } };

/** Where the console opens a site: the session it hands over in the URL's fragment becomes this host's. */
export default async function HandoffPage({ params }: PageProps<"/sites/[site]/[locale]/auth/handoff">) {
  const { locale } = await siteRoute(params, "/auth/handoff");
  return (
    <PageMessages locale={locale} namespaces={["Auth"]}>
      <SessionHandoff />
    </PageMessages>
  );
}
