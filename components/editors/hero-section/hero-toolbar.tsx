"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { GalleryButton } from "@/components/media/gallery-button";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { ButtonMenu } from "./button-menu";
import { DescriptionMenu } from "./description-menu";
import type { HeroFormValues } from "./form-schema";
import { ImageStyleMenu } from "./image-style-menu";
import { LayoutMenu } from "./layout-menu";
import { TitleMenu } from "./title-menu";

const MENUS = { imageStyle: ImageStyleMenu, layout: LayoutMenu, title: TitleMenu, description: DescriptionMenu, button: ButtonMenu } as const;
type MenuId = keyof typeof MENUS;

const TOOL = `${SECONDARY_BUTTON} bg-white px-3 py-1.5 aria-expanded:border-sky-600 aria-expanded:bg-sky-50 aria-expanded:text-sky-900`;

/**
 * The sticky toolbar (spec 001 §2.4): the gallery picker, then Image Style (only while an image is set),
 * Layout, Title, Description and Button, each a dropdown; only one is open at a time (§4).
 */
export function HeroToolbar() {
  const t = useTranslations("Editors.hero");
  const id = useId();
  const { control, setValue } = useFormContext<HeroFormValues>();
  const image = useWatch({ control, name: "image" });
  const [open, setOpen] = useState<MenuId | null>(null);
  const menus = (Object.keys(MENUS) as MenuId[]).filter((menu) => menu !== "imageStyle" || image);
  const shown = open && menus.includes(open) ? open : null;
  const Menu = shown ? MENUS[shown] : null;

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !shown) return;
    // The dialog itself closes on Escape: here it closes only the dropdown, and focus returns to its button.
    event.preventDefault();
    event.stopPropagation();
    setOpen(null);
    document.getElementById(`${id}-${shown}-button`)?.focus();
  };

  return (
    <div className="sticky top-0 z-20 -mx-1 bg-white px-1 pb-2 pt-1" onKeyDown={closeOnEscape}>
      <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 bg-gray-50 p-2">
        <GalleryButton className={TOOL} onPick={(media) => setValue("image", media.url, { shouldDirty: true, shouldValidate: true })} />
        {image && (
          // Spec 001 §4: a removed image becomes null.
          <button type="button" className={TOOL} onClick={() => setValue("image", null, { shouldDirty: true })}>
            {t("image.remove")}
          </button>
        )}
        {menus.map((menu) => (
          <button
            key={menu}
            id={`${id}-${menu}-button`}
            type="button"
            aria-expanded={shown === menu}
            aria-controls={shown === menu ? `${id}-${menu}-menu` : undefined}
            className={TOOL}
            onClick={() => setOpen((current) => (current === menu ? null : menu))}
          >
            {t(`menus.${menu}`)}
            <span aria-hidden="true"> ▾</span>
          </button>
        ))}
      </div>
      {Menu && shown && (
        <div
          id={`${id}-${shown}-menu`}
          role="group"
          aria-labelledby={`${id}-${shown}-button`}
          className="mt-2 max-h-[60dvh] overflow-y-auto rounded-lg border border-gray-200 bg-white p-4 shadow-lg"
        >
          <Menu />
        </div>
      )}
    </div>
  );
}
