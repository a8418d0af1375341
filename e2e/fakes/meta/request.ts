// Reading a Graph request the way Meta does: parameters from the query string and a form-urlencoded,
// multipart or JSON body (POST parameters may sit in the query too), the access token from a parameter
// or the Authorization header, `fields` selections and cursor paging. Never used by production code.
import type { IncomingMessage } from "node:http";
import { GraphError } from "./errors";

export type UploadedFile = { field: string; filename: string; contentType: string; bytes: Buffer };

export type GraphRequest = {
  method: string;
  url: URL;
  /** "v24.0"; calls without a version get the app's default, as on graph.facebook.com. */
  version: string;
  segments: string[];
  params: Record<string, unknown>;
  files: UploadedFile[];
  token: string | undefined;
};

export const readRawBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

export async function parseBody(contentType: string, raw: Buffer): Promise<{ params: Record<string, unknown>; files: UploadedFile[] }> {
  const params: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  if (raw.length === 0) return { params, files };
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new GraphError({ code: 100, message: "(#100) The request body is not valid JSON" });
    }
    if (body && typeof body === "object" && !Array.isArray(body)) Object.assign(params, body);
  } else if (type === "multipart/form-data") {
    const form = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
    for (const [field, value] of form.entries()) {
      if (typeof value === "string") params[field] = value;
      else files.push({ field, filename: value.name || field, contentType: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
    }
  } else {
    for (const [key, value] of new URLSearchParams(raw.toString("utf8"))) params[key] = value;
  }
  return { params, files };
}

export function tokenFrom(params: Record<string, unknown>, authorization: string | undefined): string | undefined {
  const header = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(authorization ?? "");
  if (header) return header[1];
  const value = params.access_token;
  return typeof value === "string" && value ? value : undefined;
}

/** A scalar parameter as a string (JSON bodies may send numbers and booleans). */
export function str(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** A parameter Meta takes JSON-encoded in forms (targeting, object_story_spec...), or as JSON in a JSON body. */
export function jsonParam(params: Record<string, unknown>, name: string): unknown {
  const value = params[name];
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (!text.startsWith("{") && !text.startsWith("[")) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GraphError({ code: 100, message: `(#100) Param ${name} must be a valid JSON-encoded value` });
  }
}

/** An array parameter: a JSON array, or comma-separated values. */
export function listParam(params: Record<string, unknown>, name: string): string[] | undefined {
  const value = jsonParam(params, name);
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string")
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  throw new GraphError({ code: 100, message: `(#100) Param ${name} must be an array` });
}

export function boolParam(params: Record<string, unknown>, name: string): boolean | undefined {
  const value = params[name];
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value !== "string" || value === "") return undefined;
  if (/^(true|1)$/i.test(value)) return true;
  if (/^(false|0)$/i.test(value)) return false;
  throw new GraphError({ code: 100, message: `(#100) Param ${name} must be a boolean` });
}

/** A requested field: its sub-selection (`{...}`, and its text) and modifiers (`.limit(200)` → { limit: "200" }). */
export type Field = { name: string; sub?: Field[]; subText?: string; modifiers?: Record<string, string> };
export type FieldSpec = Field[];

/** "id,name,instagram_business_account{id,username},insights.date_preset(maximum){spend}" → a tree. */
export function parseFields(text: string): FieldSpec {
  const spec: FieldSpec = [];
  let i = 0;
  const parseList = (into: FieldSpec, closing: string | null) => {
    while (i < text.length) {
      if (closing && text[i] === closing) {
        i++;
        return;
      }
      if (text[i] === "," || text[i] === " ") {
        i++;
        continue;
      }
      let name = "";
      while (i < text.length && /[\w]/.test(text[i]!)) name += text[i++];
      // Modifiers (".limit(10)", ".effective_status([\"ACTIVE\"])"): kept for the edges that use them.
      const modifiers: Record<string, string> = {};
      let modifier = "";
      while (text[i] === "." || text[i] === "(") {
        if (text[i] === "(") {
          const start = ++i;
          while (i < text.length && text[i] !== ")") i++;
          if (modifier) modifiers[modifier] = text.slice(start, i);
          i++;
        } else {
          i++;
          modifier = "";
          while (i < text.length && /[\w]/.test(text[i]!)) modifier += text[i++];
        }
      }
      const field: Field = { name };
      if (Object.keys(modifiers).length) field.modifiers = modifiers;
      if (text[i] === "{") {
        const start = ++i;
        field.sub = [];
        parseList(field.sub, "}");
        field.subText = text.slice(start, i - 1);
      }
      if (name) into.push(field);
      else i++;
    }
  };
  parseList(spec, null);
  return spec;
}

/**
 * The requested fields of a node (always with its id). Unknown fields are left out, or, with `strict`,
 * answered with Meta's "nonexisting field" error.
 */
export function selectFields(node: Record<string, unknown>, spec: FieldSpec, nodeType: string, strict: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of spec) {
    if (!(field.name in node)) {
      if (strict) throw new GraphError({ code: 100, message: `(#100) Tried accessing nonexisting field (${field.name}) on node type (${nodeType})` });
      continue;
    }
    const value = node[field.name];
    if (value === undefined) continue;
    out[field.name] = field.sub ? selectSub(value, field.sub, nodeType, strict) : value;
  }
  if ("id" in node && node.id !== undefined) out.id = node.id;
  return out;
}

function selectSub(value: unknown, sub: FieldSpec, nodeType: string, strict: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => selectSub(item, sub, nodeType, strict));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.data)) return { ...record, data: record.data.map((item) => selectSub(item, sub, nodeType, strict)) };
    return selectFields(record, sub, nodeType, strict);
  }
  return value;
}

/** Cursor paging as Graph does it: `limit` (default 25) and `after`, with `paging.next` while more remain. */
export function paged<T>(items: T[], req: GraphRequest, defaultLimit = 25): { data: T[]; paging: Record<string, unknown> } {
  return pageOf(items, str(req.params, "limit"), str(req.params, "after"), defaultLimit, (limit, after) => {
    const next = new URL(req.url);
    next.searchParams.set("limit", String(limit));
    next.searchParams.set("after", after);
    return next.toString();
  });
}

/** One page of `items` from the cursor `after`, `next` built by the caller (an edge's own URL in field expansion). */
export function pageOf<T>(
  items: T[],
  limitText: string | undefined,
  after: string | undefined,
  defaultLimit: number,
  nextUrl: (limit: number, after: string) => string,
) {
  const limit = Math.max(1, Math.min(Number(limitText) || defaultLimit, 5000));
  const start = after ? Number(Buffer.from(after, "base64url").toString("utf8")) + 1 || 0 : 0;
  const data = items.slice(start, start + limit);
  const cursor = (index: number) => Buffer.from(String(index), "utf8").toString("base64url");
  const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + Math.max(data.length - 1, 0)) } };
  if (start + limit < items.length) paging.next = nextUrl(limit, cursor(start + data.length - 1));
  return { data, paging };
}
