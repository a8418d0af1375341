import "server-only";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";
import type { FetchOptions } from "@/lib/scrape/fetch-page";

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";

/**
 * Production reads only public addresses. The test switch also lets loopback through; sandbox mode lets
 * through only the fixture store's loopback port, so the sandbox's reader cannot reach other local services.
 */
export const scrapeOptions = (): FetchOptions => localAddressesFor(env.SANDBOX_STORE_URL);

/** The AI image's download, under the same rules: in sandbox mode only the fake Replicate's port, which serves its files. */
export const generatedImageOptions = (): FetchOptions => localAddressesFor(env.REPLICATE_BASE_URL);

function localAddressesFor(sandboxService: string | undefined): FetchOptions {
  if (env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS) return { allowAddress: isLoopback };
  if (env.SANDBOX && sandboxService) {
    const servicePort = Number(new URL(sandboxService).port);
    return { allowAddress: (address, port) => isLoopback(address) && port === servicePort };
  }
  return {};
}
