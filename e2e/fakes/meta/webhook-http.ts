// How the fake Meta calls a webhook callback: one HTTP request, no redirects followed, no pooled
// connection, given up after a timeout. The answer is its status and body, or the network error.
// Never used by production code.
import http from "node:http";
import https from "node:https";

/**
 * How long a callback may take. Meta documents no response timeout (the research notes on Meta's
 * webhook pages find none); the fake waits 5 seconds and counts the rest as a failed attempt.
 */
export const CALLBACK_TIMEOUT_MS = 5_000;

export type CallbackAnswer = { status: number; body: string } | { error: string };

/**
 * Meta's callbacks are HTTPS ("your server must have a valid TLS or SSL certificate correctly configured
 * and installed. Self-signed certificates are not supported", https://developers.facebook.com/docs/graph-api/webhooks/getting-started).
 * The fake also takes plain HTTP on the loopback host, where tests listen and no certificate can be valid.
 */
export function callbackProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `the callback URL ${JSON.stringify(text)} is not a URL`;
  }
  if (url.protocol === "https:") return undefined;
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol === "http:" && loopback) return undefined;
  return `the callback URL must be HTTPS (plain HTTP only on the loopback host, for tests): ${text}`;
}

export function callCallback(
  method: "GET" | "POST",
  target: string,
  options: { body?: Buffer; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CallbackAnswer> {
  const url = new URL(target);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: CallbackAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const headers: Record<string, string> = { ...options.headers };
    if (options.body) headers["content-length"] = String(options.body.length);
    const request = client.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => finish({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", (error) => finish({ error: error.message }));
    });
    request.setTimeout(options.timeoutMs ?? CALLBACK_TIMEOUT_MS, () => {
      request.destroy(new Error(`no answer within ${options.timeoutMs ?? CALLBACK_TIMEOUT_MS} ms`));
    });
    request.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code ? `${error.code}: ${error.message}` : error.message }));
    request.end(options.body);
  });
}
