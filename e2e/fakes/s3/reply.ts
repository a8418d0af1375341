// S3's answers on the wire: XML documents and XML errors (HEAD errors carry no body).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const ERROR_STATUS = {
  AccessDenied: 403,
  InvalidAccessKeyId: 403,
  SignatureDoesNotMatch: 403,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  NoSuchUpload: 404,
  InvalidArgument: 400,
  InvalidRequest: 400,
  BadDigest: 400,
  InvalidPart: 400,
  InvalidPartOrder: 400,
  EntityTooSmall: 400,
  IncompleteBody: 400,
  XAmzContentSHA256Mismatch: 400,
  MalformedXML: 400,
  InvalidRange: 416,
  NotImplemented: 501,
} as const;
export type S3ErrorCode = keyof typeof ERROR_STATUS;

export class S3Error extends Error {
  constructor(
    readonly code: S3ErrorCode,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An element's content: text, child elements, or a list (the element repeated, as S3 lists <Contents>). */
export type XmlValue = string | XmlFields | XmlValue[];
export type XmlFields = { [name: string]: XmlValue };

function element(name: string, value: XmlValue): string {
  if (Array.isArray(value)) return value.map((item) => element(name, item)).join("");
  return `<${name}>${typeof value === "string" ? escapeXml(value) : elements(value)}</${name}>`;
}

const elements = (fields: XmlFields) =>
  Object.entries(fields)
    .map(([name, value]) => element(name, value))
    .join("");

/** <Root><Name>value</Name>…</Root>, with the XML declaration. */
export function xmlDocument(root: string, fields: XmlFields): string {
  const namespace = root === "Error" ? "" : ' xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}${namespace}>${elements(fields)}</${root}>`;
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of an XML element as sent (entities decoded). */
export const unescapeXml = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex?: string, decimal?: string, name?: string) =>
    name ? NAMED_ENTITIES[name.toLowerCase()]! : String.fromCodePoint(hex ? Number.parseInt(hex, 16) : Number(decimal)),
  );

export const requestId = () => randomBytes(8).toString("hex").toUpperCase();

export function sendXml(res: ServerResponse, status: number, xml: string) {
  res.writeHead(status, { "content-type": "application/xml", "content-length": Buffer.byteLength(xml), "x-amz-request-id": requestId() }).end(xml);
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: S3Error) {
  const status = ERROR_STATUS[error.code];
  if (req.method === "HEAD") return res.writeHead(status, { "x-amz-request-id": requestId() }).end();
  sendXml(res, status, xmlDocument("Error", { Code: error.code, Message: error.message, ...error.extra, RequestId: requestId() }));
}
