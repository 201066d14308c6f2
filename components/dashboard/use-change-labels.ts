"use client";

import { useTranslations } from "next-intl";
import type { RecentChange } from "@/lib/dashboard/schemas";

/** What a recent change is called in the admin's language: "Section “Our services”", "edited". */
export function useChangeLabels() {
  const t = useTranslations("Dashboard.changes");
  const entity = (name: string) => (t.has(`entities.${name}`) ? t(`entities.${name}`) : t("entities.other"));
  return {
    describe: (change: RecentChange) => (change.label ? t("entry", { entity: entity(change.entity), label: change.label }) : entity(change.entity)),
    action: (action: string) => (t.has(`actions.${action}`) ? t(`actions.${action}`) : action),
  };
}
