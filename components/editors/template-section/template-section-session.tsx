"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { ConflictView } from "@/components/editing/conflict-view";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { HistoryView, type SavedRow } from "@/components/editing/history-view";
import type { Locale } from "@/lib/i18n/locales";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./buttons";
import { EditorTabs, panelId, tabId } from "./editor-tabs";
import { templateSectionFormSchema, type TemplateSectionFormValues } from "./form-schema";
import { TemplateSectionFields } from "./template-section-fields";
import { useSectionEditing } from "./use-section-editing";
import { useSectionText } from "./use-section-text";

type Tab = "edit" | "history";

export interface TemplateSectionSessionProps {
  sectionId: string;
  initial: { values: TemplateSectionFormValues; version: number };
  locale: Locale;
  defaultLocale: Locale;
  onClose(): void;
  onSaved(row: SavedRow): void;
}

/** The loaded section in its dialog: the form, a conflict when a save was stale, and the History tab. */
export function TemplateSectionSession({ sectionId, initial, locale, defaultLocale, onClose, onSaved }: TemplateSectionSessionProps) {
  const t = useTranslations("Editors");
  const text = useSectionText();
  const ids = useId();
  const formId = `${ids}-form`;
  const [tab, setTab] = useState<Tab>("edit");
  const form = useForm<TemplateSectionFormValues>({ resolver: zodResolver(templateSectionFormSchema), defaultValues: initial.values });
  const editing = useSectionEditing({ sectionId, initial, form, locale, onSaved, onClose });
  const dirty = form.formState.isDirty;

  const cancel = () => {
    if (!dirty || window.confirm(t("unsavedChanges"))) onClose();
  };

  const footer = (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={cancel}>
        {t("cancel")}
      </button>
      <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={editing.saving}>
        {editing.saving ? t("templateSection.saving") : t("templateSection.update")}
      </button>
    </>
  );

  // Update works from either tab; what it answers (a field to fix, a conflict, an error) is on the form's.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setTab("edit");
    void form.handleSubmit(editing.submit)(event);
  };

  const restored = (row: SavedRow) => {
    editing.restored(row);
    setTab("edit");
  };

  const panel = (id: Tab) => ({ role: "tabpanel", id: panelId(ids, id), "aria-labelledby": tabId(ids, id), hidden: tab !== id });

  return (
    <EditorDialog title={t("templateSection.editTitle")} open onClose={onClose} dirty={dirty} confirmCloseText={t("unsavedChanges")} footer={footer}>
      <EditorTabs<Tab>
        label={t("tabs.label")}
        idPrefix={ids}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "edit", label: t("tabs.edit") },
          { id: "history", label: t("tabs.history") },
        ]}
      />
      <div {...panel("edit")} className="space-y-4">
        {editing.saveError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {editing.saveError}
          </p>
        )}
        {editing.conflict && (
          <ConflictView
            key={editing.conflict.key}
            conflicts={editing.conflict.conflicts}
            autoMerged={editing.conflict.autoMerged}
            changedBy={editing.conflict.changedBy}
            theirsLabel={editing.conflict.theirsLabel}
            choices={editing.conflict.choices}
            onChoose={editing.choose}
            fieldLabel={text.fieldLabel}
            formatValue={text.formatValue}
            showUnresolved={editing.showUnresolved}
          />
        )}
        {/* The form stays mounted under the History tab: what the admin typed survives a look at history. */}
        <form id={formId} noValidate onSubmit={submit}>
          <fieldset disabled={editing.saving} className="min-w-0">
            <TemplateSectionFields form={form} locale={locale} defaultLocale={defaultLocale} />
          </fieldset>
        </form>
      </div>
      <div {...panel("history")}>
        {tab === "history" && (
          <HistoryView
            entity="template_section"
            entityId={sectionId}
            currentVersion={editing.version}
            fieldLabel={text.fieldLabel}
            onRestored={restored}
            onStale={editing.stale}
          />
        )}
      </div>
    </EditorDialog>
  );
}
