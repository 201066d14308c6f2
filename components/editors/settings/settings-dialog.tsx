"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import type { Locale } from "@/lib/i18n/locales";
import type { SettingsSection } from "@/lib/organizations/types";
import { tabOfField } from "./settings-draft";
import { SettingsPanel } from "./settings-panel";
import { SaveProblemNotice, SettingsLoadError, SettingsLoading } from "./settings-states";
import { SettingsTabList } from "./settings-tab-list";
import type { NewItemRequest } from "./tab-props";
import { useSettings } from "./use-settings";

export interface SettingsDialogProps {
  locale: Locale;
  defaultLocale: Locale;
  /** The tab it opens at (Create New → Global Settings: General; → FAQ: FAQs …). */
  initialTab?: SettingsSection;
  /** Opened to add an item of `initialTab` (Create New → Menu Item, FAQ …). */
  newItem?: NewItemRequest;
  onClose(): void;
  /** A save went through: the page shows the change (the shell refreshes the route). */
  onSaved(): void;
}

/** The Global Settings modal (spec 001 §2.7, §4): ten tabs in five groups, one draft, one Save. */
export default function SettingsDialog({ locale, defaultLocale, initialTab = "general", newItem, onClose, onSaved }: SettingsDialogProps) {
  const t = useTranslations("Editors.settings");
  const editors = useTranslations("Editors");
  const idPrefix = useId();
  const [tab, setTab] = useState<SettingsSection>(initialTab);
  // The new item is asked for once, of the tab the modal opened at; switching tabs forgets it.
  const [pendingItem, setPendingItem] = useState(newItem);
  const selectTab = (next: SettingsSection) => {
    if (next !== tab) setPendingItem(undefined);
    setTab(next);
  };
  const settings = useSettings({ tab, onTab: selectTab, onSaved });
  const failing = useMemo(
    () => new Set(Object.keys(settings.fieldErrors).flatMap((field) => tabOfField(field) ?? [])),
    [settings.fieldErrors],
  );

  const cancel = () => {
    if (!settings.dirty || window.confirm(editors("unsavedChanges"))) onClose();
  };
  const loaded = !settings.loadError && settings.draft;

  const footer = (
    <>
      {settings.dirty && (
        <span role="status" className="mr-auto self-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          {t("unsavedChanges")}
        </span>
      )}
      <button type="button" className={SECONDARY_BUTTON} onClick={cancel}>
        {editors("cancel")}
      </button>
      <button type="button" className={PRIMARY_BUTTON} disabled={!settings.dirty || settings.saving} onClick={settings.save}>
        {settings.saving ? t("saving") : t("save")}
      </button>
    </>
  );

  return (
    <EditorDialog title={t("title")} open onClose={onClose} dirty={settings.dirty} confirmCloseText={editors("unsavedChanges")} footer={footer}>
      {settings.loadError && <SettingsLoadError message={settings.loadError} onRetry={settings.retry} />}
      {!settings.loadError && !settings.draft && <SettingsLoading />}
      {loaded && settings.draft && (
        <div aria-busy={settings.saving}>
          <SettingsTabList selected={tab} onSelect={selectTab} idPrefix={idPrefix} failing={failing} />
          {settings.problem && <SaveProblemNotice problem={settings.problem} onReload={settings.reloadStored} />}
          <SettingsPanel
            tab={tab}
            idPrefix={idPrefix}
            inert={settings.saving}
            tabProps={{ draft: settings.draft, update: settings.update, locale, defaultLocale, newItem: pendingItem, fieldErrors: settings.fieldErrors }}
          />
        </div>
      )}
    </EditorDialog>
  );
}
