"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/lib/header/constants";
import { fillMessage } from "@/lib/i18n/fill-message";
import type { MenuEntry } from "@/lib/site/nav-items";
import { MenuIcon } from "./menu-icon";

interface MenuDropdownProps {
  item: MenuEntry;
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
  const children = item.children ?? [];
  const wide = children.length >= 2;

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
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        onKeyDown={onTriggerKey}
        className="header-link"
      >
        {showIcon && <MenuIcon name={item.iconName} />}
        {item.label}
        <span aria-hidden className={`icon-chevron transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {/* The panel renders when it opens: closed panels would add every submenu to each page's HTML. */}
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label={fillMessage(t.raw("submenu"), { name: item.label })}
          data-panel={wide ? "wide" : "narrow"}
          onClick={() => setOpen(false)}
          className={`menu-panel ${wide ? "menu-panel-wide" : "menu-panel-narrow"}`}
        >
          {wide ? (
            <>
              <Link href={item.href} className="menu-head">
                <span className="font-semibold text-gray-900">{item.label}</span>
                {item.description && <span className="block text-sm text-gray-600">{item.description}</span>}
              </Link>
              <ul className="menu-cards">
                {children.map((child, index) => (
                  <li key={index}>
                    <Link href={child.href} className="menu-card">
                      {child.image && (
                        // eslint-disable-next-line @next/next/no-img-element -- stored image URLs of any host
                        <img
                          src={child.image}
                          alt=""
                          loading="lazy"
                          className="menu-card-image"
                          onError={() => console.error("[header] menu image failed to load:", child.image)}
                        />
                      )}
                      <span className="menu-card-title">{child.label}</span>
                      <span className="menu-card-text">{child.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <ul>
              {[item, ...children].map((child, index) => (
                <li key={index}>
                  <Link href={child.href} className="menu-row">
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
