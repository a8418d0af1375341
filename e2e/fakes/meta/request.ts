// Reading a Graph request the way Meta does: parameters from the query string and a form-urlencoded,
// multipart or JSON body (POST parameters may sit in the query too), the access token from a parameter
// or the Authorization header, `fields` selections and cursor paging. Never used by production code.
import type { IncomingMessage } from "node:http";
import { GraphError, graphErrors, graphTypeName } from "./errors";
import { GRAPH_TYPES } from "./specs";

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
 * The requested fields of a node of a Graph type (always with its id), checked against Meta's own list of
 * the type's fields and edges (specs.ts, the SDK code generator's specs). A name the type doesn't have
 * is refused as Graph refuses it, "(#100) Tried accessing nonexisting field (x) on node type (T)"
 * (OAuthException, code 100, HTTP 400: the bodies quoted in spring-attic/spring-social-facebook#172 and
 * sahat/satellizer#686); `added` holds the fields an edge adds to its nodes (the User accounts edge adds
 * `tasks`). A field Meta has but the node holds no value for is left out, as Graph leaves out empty
 * fields; an edge asked as a field that the fake doesn't expand on this node fails loudly as the fake's
 * own gap. Sub-selections (`instagram_business_account{id,username}`) are checked against the field's
 * type when specs.ts has it. Always on: no test needs the fake to be looser than Meta.
 */
export function selectFields(node: Record<string, unknown>, spec: FieldSpec, type: string, added: Record<string, string> = {}): Record<string, unknown> {
  const known = GRAPH_TYPES[type];
  const out: Record<string, unknown> = {};
  for (const field of spec) {
    const fieldType = known ? (known.fields[field.name] ?? known.edges?.[field.name] ?? added[field.name]) : undefined;
    if (known && fieldType === undefined) throw graphErrors.nonexistingField(field.name, graphTypeName(type));
    const value = node[field.name];
    if (value === undefined) {
      if (known?.edges?.[field.name] && !(field.name in known.fields)) throw notExpanded(field.name, type);
      continue;
    }
    out[field.name] = field.sub ? selectSub(value, field.sub, innerType(fieldType)) : value;
  }
  if ("id" in node && node.id !== undefined) out.id = node.id;
  return out;
}

/** The Graph type a field's spec type holds: `list<AdCampaignIssuesInfo>` → AdCampaignIssuesInfo; "" when specs.ts has none. */
function innerType(fieldType: string | undefined): string {
  const inner = /^list<(\w+)>$/.exec(fieldType ?? "")?.[1] ?? fieldType ?? "";
  return inner in GRAPH_TYPES ? inner : "";
}

function selectSub(value: unknown, sub: FieldSpec, type: string): unknown {
  if (Array.isArray(value)) return value.map((item) => selectSub(item, sub, type));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    // An edge's page ({ data: [...], paging }), or a single-object edge such as a User's picture ({ data: {...} }).
    if (Array.isArray(record.data)) return { ...record, data: record.data.map((item) => selectSub(item, sub, type)) };
    if (record.data && typeof record.data === "object") return { ...record, data: selectSub(record.data, sub, type) };
    return selectFields(record, sub, type);
  }
  return value;
}

/**
 * An edge Meta has on this type that the fake doesn't expand as a field. Not Meta's answer: the fake
 * says plainly what it lacks rather than answer a field Meta would fill with nothing.
 */
const notExpanded = (edge: string, type: string) =>
  new GraphError({ code: 100, message: `(#100) The fake Meta doesn't expand the edge ${edge} of ${type} as a field (e2e/fakes/meta): add it there` });

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
