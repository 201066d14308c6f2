import { connection } from "next/server";
import { checkReadiness } from "@/lib/readiness/checks";

// GET /api/ready – database, Storage and Redis (when configured), each with its latency; 503 when one is down
export async function GET() {
  // Never prerendered: the answer is this process's, now.
  await connection();
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.status === "ready" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
