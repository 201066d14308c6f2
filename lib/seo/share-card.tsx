import type { ShareLogo } from "./share-logo";

export interface ShareCardProps {
  title: string;
  description: string | null;
  siteName: string;
  /** The site's host name, the card's footer (what a reader would type). */
  host: string | null;
  logo: ShareLogo | null;
  background: string;
  color: string;
  /** The renderer's language tag: Chinese and Japanese share characters but not glyph forms. */
  lang: string;
}

const LOGO_HEIGHT = 72;
const LOGO_MAX_WIDTH = 280;

/** Long titles get a smaller size so three lines hold them. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 80 ? 62 : 50);

/**
 * The generated share image (1200×630) in the organisation's colours: its logo and name, the page's title and
 * description, its address. Satori lays it out: flexbox and inline styles only.
 */
export function ShareCard({ title, description, siteName, host, logo, background, color, lang }: ShareCardProps) {
  const logoWidth = logo ? Math.min(LOGO_MAX_WIDTH, Math.round((logo.width / logo.height) * LOGO_HEIGHT)) : 0;
  return (
    <div
      lang={lang}
      style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, backgroundColor: background, color }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
        {logo && (
          <div style={{ display: "flex", padding: 14, borderRadius: 18, backgroundColor: "#ffffff" }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain img elements only */}
            <img src={logo.src} width={logoWidth} height={LOGO_HEIGHT} alt="" style={{ objectFit: "contain" }} />
          </div>
        )}
        <div style={{ display: "flex", fontSize: 36, opacity: 0.92 }}>{siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: titleSize(title), lineHeight: 1.12, letterSpacing: -1 }}>{title}</div>
        {description && <div style={{ display: "flex", fontSize: 30, lineHeight: 1.35, opacity: 0.86 }}>{description}</div>}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 26, opacity: 0.8 }}>
        <div style={{ display: "flex" }}>{host ?? ""}</div>
        <div style={{ display: "flex", width: 96, height: 8, borderRadius: 4, backgroundColor: color, opacity: 0.7 }} />
      </div>
    </div>
  );
}
