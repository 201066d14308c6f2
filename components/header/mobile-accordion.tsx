"use client";

import { useState, type ReactNode } from "react";

/** A row of the mobile menu that opens its sub-rows below it; they render only while open. */
export function MobileAccordion({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)} className="mobile-row">
        {icon}
        <span className="flex-1">{label}</span>
        <span aria-hidden>{open ? "−" : "+"}</span>
      </button>
      {open && <ul className="bg-gray-50">{children}</ul>}
    </li>
  );
}
