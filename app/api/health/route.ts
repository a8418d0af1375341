// GET /api/health – liveness and database reachability, for load balancers and the test runner.
import { NextResponse } from "next/server";
import { db } from "@/lib/db";

export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    console.error("[health] database unreachable", error);
    return NextResponse.json({ status: "unavailable" }, { status: 503 });
  }
}
