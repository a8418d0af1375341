import ipaddr from "ipaddr.js";

// The client's address, for per-address rate limits. Only the app's server (server/serve.js) knows the
// socket: it works it out from TRUST_PROXY_HOPS and passes it on in this header, replacing any a
// client sent (server/client-address.test.ts keeps the two names equal).
export const CLIENT_ADDRESS_HEADER = "x-adcampaign-client-address";

/**
 * Whom a per-address limit counts for this request; "unknown" when the app runs without its server
 * (`next dev`). An IPv6 client counts by its /64: one subscriber or host is given a whole /64 (RFC 6177,
 * RFC 7421), so each of its 2^64 addresses would otherwise be a fresh bucket. An IPv4-mapped address
 * (::ffff:a.b.c.d) counts as its IPv4 address; whatever is not an address is kept as it is.
 */
export function clientAddressOf(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a!, b!, c!, d!, 0, 0, 0, 0]).toString()}/64`;
}
