// POST /api/revisions/{id}/redo – redo what an undo revision took back (412 if the entity changed since)
import { revertRoute } from "@/lib/editing/revision-route";

export const POST = revertRoute("redo");
