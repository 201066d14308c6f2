"use client";

import { HeaderSession } from "./header-session";
import { StyleLoader } from "./style-loader";

/** Create New → Header (spec 002 §2, §3 Settings header_style), loaded on demand as its own chunk. */
export function HeaderEditor({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  return (
    <StyleLoader messages="header" onClose={onClose}>
      {(settings) => <HeaderSession settings={settings} onClose={onClose} onSaved={onSaved} />}
    </StyleLoader>
  );
}

export default HeaderEditor;
