import "server-only";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";
import type { FetchOptions } from "@/lib/scrape/fetch-page";

/** Production reads only public addresses; the test switch also lets loopback through. */
export function scrapeOptions(): FetchOptions {
  if (!env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS) return {};
  return { allowAddress: (address) => ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback" };
}
