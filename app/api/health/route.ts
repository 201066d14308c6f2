import { connection } from "next/server";

// GET /api/health – the process is up; nothing else is asked (that is /api/ready)
export async function GET() {
  // Never prerendered: the answer is this process's, now.
  await connection();
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
