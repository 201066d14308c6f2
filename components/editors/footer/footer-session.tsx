"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { SettingsRow } from "@/components/editors/header/settings-api";
import { StyleSessionDialog } from "@/components/editors/header/style-session-dialog";
import { usePreviewSite } from "@/components/editors/header/use-preview-site";
import { useStyleSave } from "@/components/editors/header/use-style-save";
import { useStyleText } from "@/components/editors/header/use-style-text";
import { FOOTER_FIELDS, footerFormSchema, toFooterFormValues, toFooterStyle, type FooterFormValues } from "./form-schema";
import { FooterFields } from "./footer-fields";
import { FooterPreview } from "./footer-preview";

interface FooterSessionProps {
  settings: SettingsRow;
  onClose(): void;
  onSaved(): void;
}

/** "Edit Footer": the loaded footer_style (an older plain string read as its background), preview, Update. */
export function FooterSession({ settings, onClose, onSaved }: FooterSessionProps) {
  const t = useTranslations("Editors.footer");
  const initial = { values: toFooterFormValues(settings.footer_style), version: settings.version };
  const form = useForm<FooterFormValues>({ resolver: zodResolver(footerFormSchema), defaultValues: initial.values });
  const save = useStyleSave({
    column: "footer_style",
    initial,
    form,
    fields: FOOTER_FIELDS,
    toFormValues: toFooterFormValues,
    toStyle: toFooterStyle,
    label: t("undoLabel"),
    onSaved,
    onClose,
  });
  const text = useStyleText("footer");
  const site = usePreviewSite(settings);
  return (
    <StyleSessionDialog messages="footer" form={form} save={save} {...text} onClose={onClose} preview={<FooterPreview form={form} site={site} />}>
      <FooterFields />
    </StyleSessionDialog>
  );
}
