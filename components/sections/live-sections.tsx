"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { SectionType } from "@/lib/db/enums";
import { SectionSkeleton } from "./skeletons/section-skeleton";
import { useSectionsRefresh } from "./use-sections-refresh";

/**
 * Wraps a page's server-rendered sections. When an editor fires template-section-updated (or the heading
 * event) it refetches the section endpoints, shows a skeleton per section type meanwhile, then asks the
 * server for the page again so the fresh sections render exactly as visitors will see them.
 */
export function LiveSections({ urlPage, types, children }: { urlPage: string; types: SectionType[]; children: ReactNode }) {
  const router = useRouter();
  const { loading, sections, headings } = useSectionsRefresh(urlPage);
  const seen = useRef<unknown>(null);

  useEffect(() => {
    if (!sections || seen.current === sections) return;
    seen.current = sections;
    router.refresh();
  }, [sections, headings, router]);

  if (!loading) return <>{children}</>;
  return (
    <div aria-busy="true" data-testid="sections-refreshing">
      {types.map((type, index) => (
        <SectionSkeleton key={index} type={type} />
      ))}
    </div>
  );
}
