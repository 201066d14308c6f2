"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { SettingsRow } from "./settings-api";
import { HEADER_FIELDS, headerFormSchema, toHeaderFormValues, toHeaderStyle, type HeaderFormValues } from "./form-schema";
import { HeaderFields } from "./header-fields";
import { HeaderPreview } from "./header-preview";
import { StyleSessionDialog } from "./style-session-dialog";
import { usePreviewSite } from "./use-preview-site";
import { useStyleSave } from "./use-style-save";
import { useStyleText } from "./use-style-text";

interface HeaderSessionProps {
  settings: SettingsRow;
  onClose(): void;
  onSaved(): void;
}

/** "Edit Header": the loaded header_style, its live preview, and Update through the platform's save path. */
export function HeaderSession({ settings, onClose, onSaved }: HeaderSessionProps) {
  const t = useTranslations("Editors.header");
  const initial = { values: toHeaderFormValues(settings.header_style), version: settings.version };
  const form = useForm<HeaderFormValues>({ resolver: zodResolver(headerFormSchema), defaultValues: initial.values });
  const save = useStyleSave({
    column: "header_style",
    initial,
    form,
    fields: HEADER_FIELDS,
    toFormValues: toHeaderFormValues,
    toStyle: toHeaderStyle,
    label: t("undoLabel"),
    onSaved,
    onClose,
  });
  const text = useStyleText("header");
  const site = usePreviewSite(settings);
  return (
    <StyleSessionDialog messages="header" form={form} save={save} {...text} onClose={onClose} preview={<HeaderPreview form={form} site={site} />}>
      <HeaderFields />
    </StyleSessionDialog>
  );
}
