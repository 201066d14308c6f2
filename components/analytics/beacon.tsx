"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { pageViewBody, sendWhenIdle, visitorOptedOut } from "./page-view-beacon";

/**
 * The analytics beacon (issue 43): one page view per page the visitor sees, client-side navigations included
 * (usePathname changes), sent after the page is interactive. No cookie, no storage; nothing at all for a visitor
 * with do-not-track or Global Privacy Control.
 */
export function AnalyticsBeacon() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (visitorOptedOut()) return;
    // The referrer is the first page's; after that the visitor moves within the site.
    const body = pageViewBody(first.current ? document.referrer : "");
    first.current = false;
    sendWhenIdle(body);
  }, [pathname]);
  return null;
}
