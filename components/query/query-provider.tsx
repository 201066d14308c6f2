"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getQueryClient } from "./query-client";

/**
 * TanStack Query for the islands that read through it. Each mounts it itself, inside code that is already
 * loaded on demand or only on its own page, so a visitor's first load of a public page never carries it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
