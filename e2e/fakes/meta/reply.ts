// What a fake Meta handler answers: JSON (Graph), an HTML page or a redirect (the login dialog), or bytes
// (the fake CDN). Never used by production code.
import type { ServerResponse } from "node:http";
import type { GraphRequest } from "./request";
import type { FakeMetaState, TokenRecord } from "./state";

export type Reply =
  | { kind: "json"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "html"; status: number; body: string }
  | { kind: "redirect"; location: string }
  | { kind: "bytes"; contentType: string; body: Buffer };

export const json = (body: unknown, status = 200): Reply => ({ kind: "json", status, body });

/** Writes a JSON answer (Graph's content type). */
export const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers }).end(JSON.stringify(body));

export type Ctx = {
  state: FakeMetaState;
  req: GraphRequest;
  /** The fake's own base URL (for image and video URLs it hands out). */
  base: string;
  /** The caller's user token (set for every Graph route that needs one). */
  auth: TokenRecord;
};
