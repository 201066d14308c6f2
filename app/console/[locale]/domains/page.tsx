import { Suspense } from "react";
import { ConsoleSitePage } from "@/components/console/console-site-page";

/** A site's domains in the console (`/domains?site={id}`): add, verify, make primary, remove (owners; admins read). */
export default function DomainsPage() {
  return (
    <Suspense>
      <ConsoleSitePage panel="domains" />
    </Suspense>
  );
}
