import type { IncomingMessage, ServerResponse } from "node:http";

export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function brotliStatic(
  distDir: string,
  headers: { key: string; value: string }[],
): { serve: (request: IncomingMessage, response: ServerResponse) => boolean; ready: Promise<void> };
