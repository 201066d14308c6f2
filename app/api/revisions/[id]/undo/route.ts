// POST /api/revisions/{id}/undo – undo a saved change (a new revision; 412 if the entity changed since)
import { revertRoute } from "@/lib/editing/revision-route";

export const POST = revertRoute("undo");
