"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { useSite } from "@/components/site/site-context";
import { apiFetchVersioned } from "@/lib/api/client";
import { SETTINGS_API, settingsQueryKey, settingsRowSchema, type SettingsRow } from "./settings-api";

interface StyleLoaderProps {
  /** The editor's messages: Editors.header or Editors.footer. */
  messages: "header" | "footer";
  onClose(): void;
  /** The editor of the loaded settings. */
  children(settings: SettingsRow): ReactNode;
}

/**
 * Loads the site's settings as stored, with their version, then hands them to the header or footer editor;
 * until then "Loading…", and when that fails the spec's "Error opening header/footer edit modal" with Retry.
 */
export function StyleLoader({ messages, onClose, children }: StyleLoaderProps) {
  const t = useTranslations("Editors");
  const { siteId } = useSite();
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: async () => (await apiFetchVersioned(SETTINGS_API, settingsRowSchema)).data,
    enabled: siteId !== null,
    // An editor starts from the settings as they stand now, never from a copy cached by an earlier opening.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  if (settings.data) return children(settings.data);

  const footer = (
    <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
      {t("cancel")}
    </button>
  );
  return (
    <EditorDialog title={t(`${messages}.title`)} open onClose={onClose} dirty={false} confirmCloseText={t("unsavedChanges")} footer={footer}>
      {siteId === null ? (
        // Spec 002 §5: header and footer edits need the organisation.
        <p role="alert">{t(`${messages}.noOrganization`)}</p>
      ) : settings.isError ? (
        <div role="alert" className="space-y-3">
          <p>{t(`${messages}.openFailed`)}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void settings.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <p role="status">{t(`${messages}.loading`)}</p>
      )}
    </EditorDialog>
  );
}
