import { ImageResponse } from "next/og";
import { letteringOn } from "./colors";
import { ICON_SOURCE_SIZE } from "./constants";

/**
 * The icon of a site without one: its initials on its primary colour, as a PNG. next/og draws the letters with the
 * font it bundles, so the icon looks the same on a server without fonts (lib/brand/initials.ts keeps to that font's
 * letters). `opaque` fills the whole square (iOS rounds the corners itself); otherwise the corners are rounded.
 */
export async function drawnIcon({ initials, color }: { initials: string; color: string }, { opaque }: { opaque: boolean }): Promise<Uint8Array<ArrayBuffer>> {
  const size = ICON_SOURCE_SIZE;
  const image = new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          background: color,
          color: letteringOn(color),
          borderRadius: opaque ? 0 : size * 0.22,
          fontSize: size * (initials.length > 1 ? 0.44 : 0.56),
          letterSpacing: -size * 0.01,
        }}
      >
        {initials}
      </div>
    ),
    { width: size, height: size },
  );
  return new Uint8Array(await image.arrayBuffer());
}
