"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { MENU_ICON_NAMES, MenuIcon } from "@/components/header/menu-icon";
import { BOX, LABEL, SMALL_BUTTON } from "@/components/editors/metrics/styles";

interface IconPickerProps {
  label: string;
  value: string | null;
  onChange(name: string | null): void;
}

const ICON_BUTTON =
  "flex flex-col items-center gap-1 rounded-md border border-gray-200 bg-white p-2 text-xs text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-pressed:border-sky-700 aria-pressed:bg-sky-50 aria-pressed:text-sky-900";

/**
 * The icon of a menu item or banner, chosen from the icons the public menu draws (MenuIcon): a disclosure
 * with a search box and a grid of labelled buttons. Escape closes the grid, not the modal.
 */
export function IconPicker({ label, value, onChange }: IconPickerProps) {
  const t = useTranslations("Editors.settingsMenu.icons");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const toggle = useRef<HTMLButtonElement>(null);
  const query = search.trim().toLowerCase();
  const names = MENU_ICON_NAMES.filter((name) => name.includes(query));
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = (name: string | null) => {
    onChange(name);
    close();
  };

  return (
    <div>
      <span id={`${id}-label`} className={LABEL}>
        {label}
      </span>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-2 text-sm text-gray-900" data-testid="icon-current">
          {value ? <MenuIcon name={value} className="h-5 w-5" /> : null}
          {value ?? t("none")}
        </span>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          aria-describedby={`${id}-label`}
          onClick={() => setOpen((now) => !now)}
          className={SMALL_BUTTON}
        >
          {open ? t("closePicker") : t("choose")}
        </button>
      </div>
      {open && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-labelledby={`${id}-label`}
          className="mt-2 rounded-lg border border-gray-200 bg-gray-50 p-3"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            event.preventDefault();
            close();
          }}
        >
          <label htmlFor={`${id}-search`} className="text-xs font-medium text-gray-800">
            {t("search")}
          </label>
          <input id={`${id}-search`} type="search" autoFocus value={search} onChange={(event) => setSearch(event.target.value)} className={BOX} />
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            <button type="button" aria-pressed={value === null} onClick={() => choose(null)} className={ICON_BUTTON}>
              <span aria-hidden="true" className="h-5 w-5 text-base leading-5">
                –
              </span>
              {t("none")}
            </button>
            {names.map((name) => (
              <button key={name} type="button" aria-pressed={value === name} aria-label={t("pick", { name })} onClick={() => choose(name)} className={ICON_BUTTON}>
                <MenuIcon name={name} className="h-5 w-5" />
                <span aria-hidden="true">{name}</span>
              </button>
            ))}
          </div>
          {names.length === 0 && <p className="mt-2 text-sm text-gray-700">{t("noMatch")}</p>}
        </div>
      )}
    </div>
  );
}
