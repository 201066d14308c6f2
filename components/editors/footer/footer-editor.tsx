"use client";

import { StyleLoader } from "@/components/editors/header/style-loader";
import { FooterSession } from "./footer-session";

/** Create New → Footer (spec 002 §2, §3 Settings footer_style), loaded on demand as its own chunk. */
export function FooterEditor({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  return (
    <StyleLoader messages="footer" onClose={onClose}>
      {(settings) => <FooterSession settings={settings} onClose={onClose} onSaved={onSaved} />}
    </StyleLoader>
  );
}

export default FooterEditor;
