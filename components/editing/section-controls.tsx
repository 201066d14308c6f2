"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { AddSectionMenu, type AddAction } from "./add-section-menu";
import { useOutdatedRows } from "./translations/outdated-texts";
import type { PageSection } from "./use-page-sections";

const CONTROLS = "data-edit-controls";

/** Shown on hover and on keyboard focus; absolutely placed, so they never move the page. */
const CONTROLS_CSS = `
[data-section-id] > [${CONTROLS}] { opacity: 0; transition: opacity 120ms; }
[data-section-id]:hover > [${CONTROLS}], [data-section-id] > [${CONTROLS}]:focus-within { opacity: 1; }
@media (prefers-reduced-motion: reduce) { [data-section-id] > [${CONTROLS}] { transition: none; } }
[data-section-id][data-draft] { outline: 2px dashed #b45309; outline-offset: -2px; }
[data-section-id][data-draft]::before {
  content: attr(data-draft); position: absolute; top: 0.5rem; left: 0.5rem; z-index: 5; padding: 0 0.5rem;
  border-radius: 0.25rem; background: #fcd34d; color: #451a03; font: 600 0.75rem/1.5rem system-ui, sans-serif;
}
[data-section-id][data-outdated]::after {
  content: attr(data-outdated); position: absolute; bottom: 0.5rem; left: 0.5rem; z-index: 5; padding: 0 0.5rem;
  border-radius: 0.25rem; background: #fed7aa; color: #431407; font: 600 0.75rem/1.5rem system-ui, sans-serif;
}
`;

/** Puts the buttons' box into the section; returns how to take it out again. */
function attachControls(element: HTMLElement, box: HTMLElement): () => void {
  // A static section becomes the buttons' positioning box; relative without offsets moves nothing.
  const madeRelative = getComputedStyle(element).position === "static";
  if (madeRelative) element.style.position = "relative";
  element.append(box);
  return () => {
    box.remove();
    if (madeRelative) element.style.position = "";
  };
}

/**
 * A section the fixed site header lies over (a hero under a transparent header) gets its buttons below the
 * header, where they can be seen and clicked, instead of under it. Placed again when the banners fixed above
 * the header change its offset (a style on <html>) and when the viewport resizes.
 */
function clearHeader(element: HTMLElement, box: HTMLElement): () => void {
  const place = () => {
    const header = document.querySelector<HTMLElement>(".site-header");
    // offsetTop leaves out the header's hide-on-scroll transform: where it stands when shown.
    const headerBottom = header ? header.offsetTop + header.offsetHeight : 0;
    const under = headerBottom - (element.getBoundingClientRect().top + window.scrollY);
    box.style.top = under > 0 ? `${under + 12}px` : "";
  };
  place();
  const offsets = new MutationObserver(place);
  offsets.observe(document.documentElement, { attributes: true, attributeFilter: ["style"] });
  window.addEventListener("resize", place);
  return () => {
    offsets.disconnect();
    window.removeEventListener("resize", place);
  };
}

/** A box inside the section for its buttons (a portal target), removed again when edit mode ends. */
function useControlsHost(section: PageSection): HTMLElement {
  const [box] = useState(() => {
    const element = document.createElement("div");
    element.setAttribute(CONTROLS, "");
    element.setAttribute("data-admin-floating", "");
    element.className = "absolute right-3 top-3 z-30 flex gap-2";
    return element;
  });
  useEffect(() => {
    const detach = attachControls(section.element, box);
    const release = clearHeader(section.element, box);
    return () => {
      release();
      detach();
    };
  }, [section.element, box]);
  return box;
}

const BUTTON =
  "flex h-9 w-9 items-center justify-center rounded-full bg-white text-gray-800 shadow-md ring-1 ring-gray-300 hover:bg-sky-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-sky-600";

function SectionButtons({ section, onEdit, onAdd }: { section: PageSection } & SectionControlsProps) {
  const t = useTranslations("EditMode");
  const host = useControlsHost(section);
  return createPortal(
    <>
      <button type="button" className={BUTTON} aria-label={t("editSection", { title: section.title })} onClick={() => onEdit(section)}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9 9-3.9 1.1 1.1-3.9 9-9Z" />
        </svg>
      </button>
      <AddSectionMenu section={section} onAdd={onAdd} />
    </>,
    host,
  );
}

export interface SectionControlsProps {
  onEdit(section: PageSection): void;
  onAdd(action: AddAction, after: PageSection): void;
}

/** Marks the sections in `ids` with `data-<key>` (the label its CSS shows), taken off again when they leave the set. */
function useSectionMark(sections: PageSection[], ids: ReadonlySet<string>, key: "draft" | "outdated", label: string) {
  useEffect(() => {
    const marked = sections.filter((section) => ids.has(section.id)).map((section) => section.element);
    for (const element of marked) element.dataset[key] = label;
    return () => {
      for (const element of marked) delete element.dataset[key];
    };
  }, [sections, ids, key, label]);
}

/**
 * A pencil and a plus on every hero, heading and template section of the page; "Draft" on those with unpublished
 * changes, "Translation outdated" on those whose translation into the language viewed is (issue 42).
 */
export function SectionControls({ sections, drafted, ...props }: SectionControlsProps & { sections: PageSection[]; drafted: ReadonlySet<string> }) {
  const t = useTranslations("EditMode");
  const outdated = useOutdatedRows();
  useSectionMark(sections, drafted, "draft", t("draft"));
  useSectionMark(sections, outdated, "outdated", t("translationOutdated"));
  return (
    <>
      <style>{CONTROLS_CSS}</style>
      {sections.map((section) => (
        <SectionButtons key={section.id} section={section} {...props} />
      ))}
    </>
  );
}
