import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { isPublicAddress } from "./address-policy";

export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

export type FetchFailure =
  "invalid_url" | "blocked" | "not_found" | "forbidden" | "server_error" | "http_error" | "timeout" | "network" | "not_html" | "not_image" | "too_large";

export class FetchPageError extends Error {
  constructor(
    readonly kind: FetchFailure,
    detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}

export type FetchOptions = {
  /** Tests only: lets chosen local addresses through (the fixture store server). */
  allowAddress?: (address: string, port: number) => boolean;
  /** Tests only: a stand-in for DNS. */
  resolve?: (hostname: string) => Promise<string[]>;
};

type Page = { url: string; html: string };

const resolveWithDns = async (hostname: string) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function allowedPort(url: URL, options: FetchOptions): number | null {
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (port === 80 || port === 443) return port;
  return options.allowAddress ? port : null;
}

const PAGE_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

/**
 * Fetches a product page without ever reaching a private or local address: every resolved address is
 * checked, the connection goes to the address that was checked (no DNS-rebinding gap), each redirect
 * is checked again, and the body is capped, time-limited and must be HTML.
 */
export async function fetchPage(rawUrl: string, options: FetchOptions = {}): Promise<Page> {
  const { url, response } = await openUrl(rawUrl, options, PAGE_ACCEPT);
  return { url, html: await readHtml(response) };
}

/**
 * The successful (2xx) answer of a public address, redirects followed and each one checked again; its
 * body is still unread, and the exchange (body included) stops at the time limit.
 */
export async function openUrl(rawUrl: string, options: FetchOptions, accept: string): Promise<{ url: string; response: IncomingMessage }> {
  let url = parseUrl(rawUrl);
  for (let hop = 0; hop <= FETCH_LIMITS.maxRedirects; hop++) {
    const response = await request(url, options, accept);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = parseUrl(new URL(response.headers.location, url).toString());
      continue;
    }
    checkStatus(response, status);
    return { url: url.toString(), response };
  }
  throw new FetchPageError("blocked", "too many redirects");
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchPageError("invalid_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchPageError("invalid_url", "only http and https");
  if (url.username || url.password) throw new FetchPageError("blocked", "credentials in the address");
  return url;
}

function request(url: URL, options: FetchOptions, accept: string): Promise<IncomingMessage> {
  const port = allowedPort(url, options);
  if (port === null) return Promise.reject(new FetchPageError("blocked", "port"));
  const permitted = (address: string) => isPublicAddress(address) || Boolean(options.allowAddress?.(address, port));
  const resolve = options.resolve ?? resolveWithDns;
  const hostname = url.hostname.replace(/^\[|\]$/g, "");

  // The socket connects to what this returns, so the address checked is the address used.
  const lookup: LookupFunction = (host, _lookupOptions, callback) => {
    (isIP(host) ? Promise.resolve([host]) : resolve(host)).then(
      (addresses) => {
        if (!addresses.length) return callback(new FetchPageError("network", "no address"), "", 4);
        const refused = addresses.find((address) => !permitted(address));
        if (refused) return callback(new FetchPageError("blocked", "non-public address"), "", 4);
        const address = addresses[0]!;
        callback(null, address, isIP(address) === 6 ? 6 : 4);
      },
      (error: Error) => callback(error, "", 4),
    );
  };

  return new Promise((resolvePromise, reject) => {
    if (isIP(hostname) && !permitted(hostname)) return reject(new FetchPageError("blocked", "non-public address"));
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        lookup,
        timeout: FETCH_LIMITS.timeoutMs,
        headers: {
          "User-Agent": "Mozilla/5.0 (compatible; AdCampaignBot/1.0; +https://adcampaign.app)",
          Accept: accept,
          "Accept-Language": "pt-BR,pt;q=0.9,en;q=0.8",
        },
      },
      resolvePromise,
    );
    const deadline = setTimeout(() => req.destroy(new FetchPageError("timeout")), FETCH_LIMITS.timeoutMs);
    req.on("close", () => clearTimeout(deadline));
    req.on("timeout", () => req.destroy(new FetchPageError("timeout")));
    req.on("error", (error) => reject(error instanceof FetchPageError ? error : new FetchPageError("network", error.message)));
    req.end();
  });
}

function checkStatus(response: IncomingMessage, status: number): void {
  if (status === 404 || status === 410) throw drain(response, new FetchPageError("not_found"));
  if (status === 401 || status === 403) throw drain(response, new FetchPageError("forbidden"));
  if (status >= 500) throw drain(response, new FetchPageError("server_error"));
  if (status < 200 || status >= 300) throw drain(response, new FetchPageError("http_error", String(status)));
}

async function readHtml(response: IncomingMessage): Promise<string> {
  const type = String(response.headers["content-type"] ?? "");
  if (type && !/text\/html|application\/xhtml\+xml/i.test(type)) throw drain(response, new FetchPageError("not_html", type));
  const declared = Number(response.headers["content-length"] ?? 0);
  if (declared > FETCH_LIMITS.maxBytes) throw drain(response, new FetchPageError("too_large"));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stops reading at the cap instead of trusting Content-Length.
    if (size > FETCH_LIMITS.maxBytes) throw drain(response, new FetchPageError("too_large"));
    chunks.push(chunk);
  }
  return decode(Buffer.concat(chunks), String(response.headers["content-type"] ?? ""));
}

// The charset from the header, else from a <meta> near the top, else UTF-8.
function decode(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString("latin1"))?.[1];
  try {
    return new TextDecoder(declared ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

export function drain(response: IncomingMessage, error: FetchPageError): FetchPageError {
  response.destroy();
  return error;
}
