"use client";

import { useEffect, useRef, useState } from "react";
import { DEFAULT_LOGO_SRC } from "@/lib/header/constants";

/** The organisation's logo; a broken image falls back to the default logo (002 §8). */
export function SiteLogo({ src, heightPx }: { src: string | null; heightPx: number }) {
  const [current, setCurrent] = useState(src || DEFAULT_LOGO_SRC);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration never fires React's onError: check once mounted.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setCurrent(DEFAULT_LOGO_SRC);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- logos are stored URLs of any host and size
    <img
      ref={image}
      src={current}
      alt=""
      style={{ height: heightPx, maxHeight: heightPx }}
      className="w-auto max-w-[40vw] object-contain"
      onError={() => setCurrent(DEFAULT_LOGO_SRC)}
    />
  );
}
