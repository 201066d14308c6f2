// POST /api/revisions/{id}/restore – History's Restore: the entity takes the state this revision left
import { restoreRoute } from "@/lib/editing/revision-route";

export const POST = restoreRoute;
