// The client's address for per-address rate limits, worked out where the socket is known (server/serve.js).
// Each trusted reverse proxy appends the address it was called from to X-Forwarded-For, so with N of
// them the client's is the N-th entry from the end; with none it is the socket's. Entries further left
// were written by whoever called the first proxy, so they count for nothing.

/** The request header the app reads it from (lib/security/client-address.ts); a client's own is replaced. */
const CLIENT_ADDRESS_HEADER = "x-adcampaign-client-address";

/**
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} hops
 * @returns {string}
 */
function clientAddressFrom(socketAddress, forwardedFor, hops) {
  if (hops === 0) return normalize(socketAddress);
  const entries = [forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped a proxy, so the nearest address known is the socket's.
  return normalize(entries.length >= hops ? entries[entries.length - hops] : socketAddress);
}

/** @param {string | undefined} address */
function normalize(address) {
  if (!address) return "unknown";
  // Node reports IPv4 clients of a dual-stack socket as IPv4-mapped IPv6.
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** TRUST_PROXY_HOPS as a whole number from 0 to 10; anything else stops the server. */
function trustedHopsFrom(value) {
  if (value === undefined || value === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`);
  return hops;
}

module.exports = { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedHopsFrom };
