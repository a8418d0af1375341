// GET /api/health – liveness: answers while the process runs, without touching the database, so a
// database outage does not get every app process restarted. Readiness is /api/ready.
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(() => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }));
