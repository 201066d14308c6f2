"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useEffect } from "react";
import { TranslatableField } from "@/components/editing/translatable-field";
import { BOX, LABEL } from "@/components/editors/metrics/styles";
import type { BannerContent } from "@/lib/model/json-types";
import type { Locale } from "@/lib/i18n/locales";
import type { BannerRow } from "@/lib/organizations/types";
import { colorName } from "@/lib/sections/colors";
import { linkSchema } from "@/lib/sections/schemas";
import { IconPicker } from "../menu/icon-picker";
import { ContentStyleField } from "./content-style-field";

/** Backgrounds offered for a banner strip; any Tailwind palette name can be typed. */
const BANNER_SWATCHES = ["gray-900", "sky-600", "teal-700", "emerald-700", "indigo-700", "amber-500", "orange-600", "rose-600", "white"] as const;

interface BannerContentFieldsProps {
  banner: BannerRow;
  locale: Locale;
  defaultLocale: Locale;
  focusOnMount: boolean;
  errorOf(field: string): string | undefined;
  onChange(changes: Partial<BannerRow>): void;
}

/** What the banner shows (spec 002 §3 Banner content): text per language, icon, link, background, content style. */
export function BannerContentFields({ banner, locale, defaultLocale, focusOnMount, errorOf, onChange }: BannerContentFieldsProps) {
  const t = useTranslations("Editors.settingsBanners");
  const id = useId();
  const first = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const content = banner.content;
  const link = content.link ?? {};
  const setContent = (changes: Partial<BannerContent>) => onChange({ content: { ...content, ...changes } });
  const setLink = (changes: Partial<NonNullable<BannerContent["link"]>>) => setContent({ link: { ...link, ...changes } });
  const urlInvalid = !linkSchema.safeParse(link.url ?? "").success;
  const background = content.banner_background ?? "";
  const backgroundInvalid = background.trim() !== "" && colorName(background) === null;

  useEffect(() => {
    if (focusOnMount) first.current?.focus();
  }, [focusOnMount]);

  const error = (field: string, own: boolean, message: string) => {
    const shown = own ? message : errorOf(field);
    return shown ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {shown}
      </p>
    ) : null;
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TranslatableField
          label={t("fields.text")}
          field="text"
          value={{ base: content.text ?? null, translations: banner.text_translation }}
          locale={locale}
          defaultLocale={defaultLocale}
          ref={(element) => {
            first.current = element;
          }}
          maxLength={1000}
          error={errorOf("content.text") ?? errorOf("text_translation")}
          onChange={(next) => onChange({ content: { ...content, text: next.base ?? "" }, text_translation: next.translations })}
        />
      </div>
      <IconPicker label={t("fields.icon")} value={content.icon || null} onChange={(icon) => setContent({ icon: icon ?? undefined })} />
      <div>
        <label htmlFor={`${id}-background`} className={LABEL}>
          {t("fields.background")}
        </label>
        <input
          id={`${id}-background`}
          list={`${id}-swatches`}
          value={background}
          placeholder="gray-900"
          aria-invalid={backgroundInvalid || undefined}
          aria-describedby={backgroundInvalid ? `${id}-background-error` : undefined}
          onChange={(event) => setContent({ banner_background: event.target.value })}
          className={BOX}
        />
        <datalist id={`${id}-swatches`}>
          {BANNER_SWATCHES.map((color) => (
            <option key={color} value={color} />
          ))}
        </datalist>
        {error("background", backgroundInvalid, t("backgroundInvalid"))}
      </div>
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className={LABEL}>{t("linkLegend")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-label`} className="text-xs font-medium text-gray-800">
              {t("fields.linkLabel")}
            </label>
            <input id={`${id}-label`} value={link.label ?? ""} maxLength={200} onChange={(event) => setLink({ label: event.target.value })} className={BOX} />
          </div>
          <div>
            <label htmlFor={`${id}-url`} className="text-xs font-medium text-gray-800">
              {t("fields.linkUrl")}
            </label>
            <input
              id={`${id}-url`}
              value={link.url ?? ""}
              placeholder="/offers"
              spellCheck={false}
              aria-invalid={urlInvalid || undefined}
              aria-describedby={urlInvalid ? `${id}-url-error` : undefined}
              onChange={(event) => setLink({ url: event.target.value })}
              className={BOX}
            />
            {error("url", urlInvalid, t("linkInvalid"))}
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-gray-900">
          <input type="checkbox" checked={Boolean(link.isExternal)} onChange={(event) => setLink({ isExternal: event.target.checked })} className="h-4 w-4 accent-sky-600" />
          {t("fields.linkExternal")}
        </label>
      </fieldset>
      <div className="sm:col-span-2">
        <ContentStyleField value={content.banner_content_style ?? {}} onChange={(style) => setContent({ banner_content_style: style })} />
      </div>
    </div>
  );
}
