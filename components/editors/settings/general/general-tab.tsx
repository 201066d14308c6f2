"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { ORGANIZATION_TYPES, type OrganizationType } from "@/lib/model/enums";
import type { SettingsRow } from "@/lib/organizations/types";
import { ImageSetting } from "../fields/image-setting";
import { BOX, HINT, LABEL } from "../fields/styles";
import { TextSetting } from "../fields/text-setting";
import type { SettingsTabProps } from "../tab-props";
import { ColorSetting } from "./color-setting";
import { LanguagesSetting } from "./languages-setting";
import { FONT_FAMILIES, withCurrent } from "./options";

/**
 * General (spec 001 §2.7, 002 §3 Settings): the site's name, logo, privacy-settings image, icon (its favicon and
 * app icons, lib/brand), font, languages, language switch, visit counting (issue 43), colours, and its
 * organisation type (which names the blog and products in menus and breadcrumbs).
 */
export default function GeneralTab({ draft, update, fieldErrors }: SettingsTabProps) {
  const t = useTranslations("Editors.settings.general");
  const id = useId();
  const { settings, organization } = draft;
  const set = (patch: Partial<SettingsRow>) => update((data) => ({ ...data, settings: { ...data.settings, ...patch } }));
  const error = (field: keyof SettingsRow) => fieldErrors[`settings.${field}`];

  return (
    <div className="space-y-5">
      <TextSetting label={t("siteName")} value={settings.site ?? ""} maxLength={200} onChange={(site) => set({ site: site === "" ? null : site })} error={error("site")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageSetting label={t("logo")} value={settings.image} onChange={(image) => set({ image })} error={error("image")} />
        <ImageSetting
          label={t("privacyImage")}
          value={settings.image_for_privacy_settings}
          onChange={(image_for_privacy_settings) => set({ image_for_privacy_settings })}
          error={error("image_for_privacy_settings")}
        />
        <div>
          <ImageSetting label={t("icon")} value={settings.icon} onChange={(icon) => set({ icon })} error={error("icon")} />
          <p className={HINT}>{t("iconHint")}</p>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-font`} className={LABEL}>
          {t("fontFamily")}
        </label>
        <select id={`${id}-font`} value={settings.font_family} onChange={(event) => set({ font_family: event.target.value })} className={BOX}>
          {withCurrent(FONT_FAMILIES, settings.font_family).map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </div>
      <LanguagesSetting
        supported={settings.supported_locales}
        language={settings.language}
        onChange={({ supported, language }) => set({ supported_locales: supported, language })}
        errors={{ supported: error("supported_locales"), language: error("language") }}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          checked={settings.with_language_switch}
          onChange={(event) => set({ with_language_switch: event.target.checked })}
          className="h-4 w-4 rounded border-gray-400 accent-sky-700"
        />
        {t("languageSwitch")}
      </label>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={settings.analytics_enabled}
            onChange={(event) => set({ analytics_enabled: event.target.checked })}
            aria-describedby={`${id}-analytics-hint`}
            className="h-4 w-4 rounded border-gray-400 accent-sky-700"
          />
          {t("analyticsEnabled")}
        </label>
        <p id={`${id}-analytics-hint`} className={HINT}>
          {t("analyticsHint")}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ColorSetting
          label={t("primaryColor")}
          color={settings.primary_color}
          shade={settings.primary_shade}
          onChange={({ color, shade }) => set({ primary_color: color, primary_shade: shade })}
          error={error("primary_color") ?? error("primary_shade")}
        />
        <ColorSetting
          label={t("secondaryColor")}
          color={settings.secondary_color}
          shade={settings.secondary_shade}
          onChange={({ color, shade }) => set({ secondary_color: color, secondary_shade: shade })}
          error={error("secondary_color") ?? error("secondary_shade")}
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className={LABEL}>
          {t("organizationType")}
        </label>
        <select
          id={`${id}-type`}
          value={organization.type}
          onChange={(event) => update((data) => ({ ...data, organization: { ...data.organization, type: event.target.value as OrganizationType } }))}
          aria-describedby={`${id}-type-hint`}
          className={BOX}
        >
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-type-hint`} className={HINT}>
          {t("organizationTypeHint")}
        </p>
      </div>
    </div>
  );
}
