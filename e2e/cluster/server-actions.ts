import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

// Calls a server action over HTTP as the browser does (POST with the Next-Action header), so a test can
// fire many at once and see which app process answered (nginx's X-Upstream header).
type Manifest = { node: Record<string, { filename: string; exportedName: string }> };

export function serverActionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8")) as Manifest;
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === filename && entry.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} in ${filename} in this build`);
  return found[0];
}

export type ActionCall<T> = { status: number; upstream: string; result: T };

/** The action's return value: the RSC payload's row 1 (row 0 is the flight header). */
export async function callServerAction<T>(request: APIRequestContext, pagePath: string, actionId: string, args: unknown[]): Promise<ActionCall<T>> {
  const response = await request.post(pagePath, {
    headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
    data: JSON.stringify(args),
  });
  const body = await response.text();
  const row = body.split("\n").find((line) => line.startsWith("1:"));
  if (!row) throw new Error(`no action result (HTTP ${response.status()}): ${body.slice(0, 300)}`);
  return { status: response.status(), upstream: response.headers()["x-upstream"] ?? "", result: JSON.parse(row.slice(2)) as T };
}
