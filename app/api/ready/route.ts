// GET /api/ready – readiness for load balancers: 200 when the database answers and every migration
// this build ships is applied, else 503 with the reason (never a secret or a stack).
import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { checkReadiness } from "@/lib/ops/readiness";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

// The 503 is the load balancer's answer, not a failed request: it keeps its own shape.
export const GET = route(async (_request, { log }) => {
  const readiness = await checkReadiness(db);
  if (readiness.ready) return NextResponse.json({ status: "ready" }, { headers: noStore });
  if (readiness.reason === "database_unreachable") {
    log.warn({ err: readiness.error }, "[ready] database unreachable");
    return NextResponse.json({ status: "not_ready", reason: readiness.reason }, { status: 503, headers: noStore });
  }
  log.warn({ pending: readiness.pending }, "[ready] migrations pending");
  return NextResponse.json({ status: "not_ready", reason: readiness.reason, pending: readiness.pending }, { status: 503, headers: noStore });
});
