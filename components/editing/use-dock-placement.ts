"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * The page's own layers fixed along the bottom of the viewport: the bottom banners, the breadcrumb bar, the
 * cookie banner and the language suggestion. The admin dock stands above whichever of them are under it.
 */
const BOTTOM_LAYERS = ['[data-banner-position="bottom"]', '[data-testid="breadcrumb-bar"]', ".cookie-banner", ".suggestion"].join(",");

/** What a visitor clicks or types in: the page's controls the dock must leave free. */
const PAGE_CONTROLS = "a[href], button, input, select, textarea, summary, [role='button'], [tabindex]:not([tabindex='-1'])";

/** Where the admin layer draws its own controls and dialogs (never counted as the page's). */
const ADMIN_PARTS = "[data-admin-floating], [data-editor-dialog], [role='dialog']";

const MARGIN_PX = 16;
const GAP_PX = 8;
/** How far up the dock may rise, in steps, to find a free spot when every place above the bottom layers is taken. */
const LIFT_STEP_PX = 24;
/** The dock is placed again this long after the page stops scrolling. */
const SETTLE_MS = 120;

export interface DockPlacement {
  left: number;
  bottom: number;
  /** Which side of the viewport it is on: a menu of the dock opens towards the middle. */
  side: "start" | "center" | "end";
}

const SIDES = ["start", "center", "end"] as const;

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The space the page's bottom layers take under the horizontal span [left, right] (px from the viewport's bottom). */
function bottomLayers(left: number, right: number): number {
  let height = 0;
  for (const layer of document.querySelectorAll<HTMLElement>(BOTTOM_LAYERS)) {
    const box = layer.getBoundingClientRect();
    // Only what sits in the lower half is a bottom layer (a banner may also open full screen).
    if (box.width > 0 && box.height > 0 && box.left < right && box.right > left && box.top > window.innerHeight / 2) {
      height = Math.max(height, window.innerHeight - box.top);
    }
  }
  return Math.ceil(height);
}

/** The boxes of the page's controls in view (the dock's own and the admin's dialogs left out). */
function pageControls(): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(PAGE_CONTROLS)) {
    if (element.closest(ADMIN_PARTS)) continue;
    const box = element.getBoundingClientRect();
    // A visually hidden control (a skip link, 1 px) takes no room on screen.
    const shown = box.width > 2 && box.height > 2;
    if (shown && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth) boxes.push(box);
  }
  return boxes;
}

/**
 * The lowest free spot for a dock of `width` × `height`: above the bottom layers under it, at the left, the
 * centre or the right, where it covers none of the page's controls in view; rising step by step if none is free.
 */
export function placeDock(width: number, height: number): DockPlacement {
  const controls = pageControls();
  const lefts = [MARGIN_PX, Math.round((window.innerWidth - width) / 2), window.innerWidth - width - MARGIN_PX];
  const base = lefts.map((left) => bottomLayers(left, left + width) + (bottomLayers(left, left + width) > 0 ? GAP_PX : MARGIN_PX));
  const highest = window.innerHeight / 2;
  for (let lift = 0; lift <= highest; lift += LIFT_STEP_PX) {
    for (const [index, left] of lefts.entries()) {
      const bottom = base[index] + lift;
      const top = window.innerHeight - bottom - height;
      if (top < 0) continue;
      const box = { left: left - GAP_PX / 2, top: top - GAP_PX / 2, right: left + width + GAP_PX / 2, bottom: top + height + GAP_PX / 2 };
      if (!controls.some((control) => overlaps(box, control))) return { left, bottom, side: SIDES[index] };
    }
  }
  return { left: lefts[0], bottom: base[0], side: "start" };
}

/**
 * Keeps the admin dock where it hides nothing of the page: placed again when the page's bottom layers come, go
 * or change height, when the page changes or the viewport resizes, and once a scroll has settled. Not while
 * `frozen()` (a menu of the dock is open: it must not move under the pointer).
 */
export function useDockPlacement(dock: RefObject<HTMLElement | null>, frozen: () => boolean): DockPlacement {
  const [placement, setPlacement] = useState<DockPlacement>({ left: MARGIN_PX, bottom: MARGIN_PX, side: "start" });
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    let frame = 0;
    let settle = 0;
    const measure = () => {
      frame = 0;
      if (frozen()) return;
      const { width, height } = element.getBoundingClientRect();
      const next = placeDock(width, height);
      setPlacement((current) => (current.left === next.left && current.bottom === next.bottom && current.side === next.side ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const afterScroll = () => {
      window.clearTimeout(settle);
      settle = window.setTimeout(schedule, SETTLE_MS);
    };
    const sizes = new ResizeObserver(schedule);
    sizes.observe(element);
    sizes.observe(document.body);
    // The page's own changes (a banner or the cookie banner appearing or leaving, sections refreshed); the
    // dock's own moves are style changes, which this does not watch.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    window.addEventListener("scroll", afterScroll, { passive: true });
    measure();
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settle);
      sizes.disconnect();
      changes.disconnect();
      window.removeEventListener("resize", schedule);
      window.removeEventListener("scroll", afterScroll);
    };
  }, [dock, frozen]);
  return placement;
}
