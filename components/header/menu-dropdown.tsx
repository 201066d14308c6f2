"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/lib/header/constants";
import type { NavItem } from "@/lib/site/nav-items";
import { MenuIcon } from "./menu-icon";

interface MenuDropdownProps {
  item: NavItem;
  showIcon: boolean;
}

/**
 * A menu item with submenus (002 §4 Header): opens on hover and closes 300 ms after the pointer
 * leaves; a click toggles it; Enter, Space and ArrowDown open it, Escape closes it and returns focus.
 * Two or more submenu items get the wide panel with image cards, a single one a narrow list.
 */
export function MenuDropdown({ item, showIcon }: MenuDropdownProps) {
  const t = useTranslations("Header");
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const wide = item.children.length >= 2;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A pointer click always hovers first: the click that follows a hover-open keeps the panel open.
  const openedByHover = useRef(false);
  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hoverOpen = () => {
    if (!open) openedByHover.current = true;
    show();
  };
  const toggle = () => {
    if (openedByHover.current) openedByHover.current = false;
    else setOpen((value) => !value);
  };
  const hideLater = () => {
    openedByHover.current = false;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  const focusFirstLink = () => window.requestAnimationFrame(() => panel.current?.querySelector("a")?.focus());

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      show();
      focusFirstLink();
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      trigger.current?.focus();
    }
  };

  return (
    <li
      className="relative"
      onMouseEnter={hoverOpen}
      onMouseLeave={hideLater}
      onKeyDown={onKey}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onKeyDown={onTriggerKey}
        className="header-link"
      >
        {showIcon && <MenuIcon name={item.iconName} />}
        {item.label}
        <span aria-hidden className={`icon-chevron transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        role="group"
        aria-label={t("submenu", { name: item.label })}
        data-panel={wide ? "wide" : "narrow"}
        onClick={() => setOpen(false)}
        className={`absolute left-0 top-full z-50 mt-2 rounded-lg border border-gray-200 bg-white text-gray-800 shadow-xl ${wide ? "w-[min(44rem,90vw)] p-4" : "w-64 py-2"}`}
      >
        {/* The panel's links render when it opens: closed panels would add every submenu to each page's HTML. */}
        {!open ? null : wide ? (
          <>
            <Link href={item.href} className="mb-3 block rounded px-2 py-1 hover:bg-gray-50 focus-ring">
              <span className="font-semibold text-gray-900">{item.label}</span>
              {item.description && <span className="block text-sm text-gray-600">{item.description}</span>}
            </Link>
            <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              {item.children.map((child) => (
                <li key={child.id}>
                  <Link
                    href={child.href}
                    className="block h-full overflow-hidden rounded-md border border-gray-100 hover:border-gray-300 hover:shadow focus-ring"
                  >
                    {child.image && (
                      // eslint-disable-next-line @next/next/no-img-element -- stored image URLs of any host
                      <img
                        src={child.image}
                        alt=""
                        loading="lazy"
                        className="h-24 w-full bg-gray-100 object-cover"
                        onError={() => console.error("[header] menu image failed to load:", child.image)}
                      />
                    )}
                    <span className="block px-3 pt-2 text-sm font-semibold text-gray-900">{child.label}</span>
                    <span className="block px-3 pb-3 text-xs text-gray-600">{child.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <ul>
            {[{ id: item.id, label: item.label, href: item.href }, ...item.children].map((child) => (
              <li key={child.id}>
                <Link href={child.href} className="block px-4 py-2 text-sm hover:bg-gray-50 focus:bg-gray-50 focus:outline-none">
                  {child.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
