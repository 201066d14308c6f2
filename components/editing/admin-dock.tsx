"use client";

import { useCallback, useRef, type CSSProperties, type ReactNode } from "react";
import { useDockPlacement } from "./use-dock-placement";

/**
 * The admin's fixed controls (Create New and the edit bar) in one row. It stands above the page's fixed bottom
 * layers (banners, breadcrumb bar, cookie banner) and where it covers none of the page's controls in view: at
 * the bottom left unless something of the page is there (use-dock-placement.ts). The row itself lets clicks
 * through; only its controls take them. `--dock-bottom` tells the Create New menu how much height is left above.
 */
export function AdminDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  // An open menu stays where the admin opened it.
  const menuOpen = useCallback(() => Boolean(dock.current?.querySelector("[role='menu']")), []);
  const { left, bottom, side } = useDockPlacement(dock, menuOpen);
  const style: CSSProperties & { "--dock-bottom": string } = { left, bottom, "--dock-bottom": `${bottom}px` };
  return (
    <div
      ref={dock}
      data-admin-dock=""
      data-admin-floating=""
      data-side={side}
      style={style}
      className="group/dock pointer-events-none fixed z-[70] flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-2 *:pointer-events-auto"
    >
      {children}
    </div>
  );
}
