"use client";

import type { KeyboardEvent, ReactNode } from "react";
import { PANEL } from "./styles";

interface MetricPanelProps {
  label?: string;
  labelledBy?: string;
  /** What Enter in a one-line box does: the panel's own Save, never the section form's Update. */
  onSubmit(): void;
  className?: string;
  children: ReactNode;
}

/**
 * A group of metric fields. The metrics area sits inside the section editor's <form>, and forms cannot
 * nest: a panel is a group whose Enter runs its own action instead of submitting the section.
 */
export function MetricPanel({ label, labelledBy, onSubmit, className = PANEL, children }: MetricPanelProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <div role="group" aria-label={label} aria-labelledby={labelledBy} className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
