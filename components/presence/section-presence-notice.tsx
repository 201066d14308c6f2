"use client";

import { useTranslations } from "next-intl";
import { useOthersInSection } from "./use-presence";

/**
 * Inside a section's editor: "Anna Schmidt is editing this section" while someone else's heartbeat names it. A
 * soft warning only: a save over their change still meets the save path's conflict check (412).
 */
export function SectionPresenceNotice({ section }: { section: string }) {
  const t = useTranslations("Presence");
  const others = useOthersInSection(section);
  // The live region stays mounted (out of the layout while empty), so someone opening the section later is announced.
  return (
    <div role="status" className={others.length > 0 ? "rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" : "sr-only"}>
      {others.map((person) => (
        <p key={person.user_id}>{t("editingSection", { name: person.name ?? t("someone") })}</p>
      ))}
    </div>
  );
}
