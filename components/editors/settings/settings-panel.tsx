"use client";

import { useTranslations } from "next-intl";
import { Suspense } from "react";
import type { SettingsSection } from "@/lib/organizations/types";
import { SettingsLoadError, SettingsLoading } from "./settings-states";
import { settingsPanelId, settingsTabId } from "./settings-tab-list";
import { TabErrorBoundary } from "./tab-error-boundary";
import { TAB_PANELS } from "./tab-panels";
import type { SettingsTabProps } from "./tab-props";

interface SettingsPanelProps {
  tab: SettingsSection;
  idPrefix: string;
  /** While saving: the draft being sent cannot change under it. */
  inert: boolean;
  tabProps: SettingsTabProps;
}

/** The active tab's panel: its chunk loads on first view; one that fails says "Failed to load data". */
export function SettingsPanel({ tab, idPrefix, inert, tabProps }: SettingsPanelProps) {
  const t = useTranslations("Editors.settings");
  const Panel = TAB_PANELS[tab];
  return (
    <div role="tabpanel" id={settingsPanelId(idPrefix)} aria-labelledby={settingsTabId(idPrefix, tab)} inert={inert} data-settings-tab={tab}>
      <TabErrorBoundary key={tab} fallback={(retry) => <SettingsLoadError message={t("errors.loadFailed")} onRetry={retry} />}>
        <Suspense fallback={<SettingsLoading />}>
          <Panel {...tabProps} />
        </Suspense>
      </TabErrorBoundary>
    </div>
  );
}
