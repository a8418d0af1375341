import "server-only";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";
import type { FetchOptions } from "@/lib/scrape/fetch-page";

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";

/**
 * Production reads only public addresses. The test switch also lets loopback through; sandbox mode lets
 * through only the fixture store's loopback port, so the sandbox's reader cannot reach other local services.
 */
export function scrapeOptions(): FetchOptions {
  if (env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS) return { allowAddress: isLoopback };
  if (env.SANDBOX && env.SANDBOX_STORE_URL) {
    const storePort = Number(new URL(env.SANDBOX_STORE_URL).port);
    return { allowAddress: (address, port) => isLoopback(address) && port === storePort };
  }
  return {};
}
