"use client";

import { lazy, Suspense } from "react";
import { useAccount } from "@/components/header/use-account";

// The admin layer is its own chunk, fetched only once the server has said this visitor edits this site
// (an editor, admin or owner: GET /api/profile, the same check the header makes): visitors, customers and
// other organisations' admins never download it.
const AdminLayer = lazy(() => import("@/components/editing/admin-layer"));

export function AdminGate() {
  const { state } = useAccount();
  if (state !== "admin" && state !== "editor") return null;
  return (
    <Suspense fallback={null}>
      <AdminLayer role={state} />
    </Suspense>
  );
}
