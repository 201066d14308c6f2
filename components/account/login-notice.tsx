"use client";

import { useLocalizedPath } from "@/components/site/site-context";

/** "Please log in" with a link to the login page that comes back to `returnPath` (a path without language prefix). */
export function LoginNotice({ message, linkText, returnPath }: { message: string; linkText: string; returnPath: string }) {
  const localized = useLocalizedPath();
  return (
    <p>
      {message}{" "}
      <a href={`${localized("/login")}?redirectTo=${encodeURIComponent(localized(returnPath))}`} className="text-sky-800 underline">
        {linkText}
      </a>
    </p>
  );
}
