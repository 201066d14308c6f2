"use client";

import type { SettingsTabProps } from "../tab-props";

/** Placeholder until this tab is built: renders nothing. */
export default function BannersTab(props: SettingsTabProps) {
  void props;
  return null;
}
