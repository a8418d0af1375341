import ipaddr from "ipaddr.js";

// Only globally routable unicast addresses may be fetched: no loopback, private, link-local
// (169.254.169.254 included), carrier-grade NAT, multicast, reserved, IPv6 local ranges, and no
// IPv6 forms that embed an IPv4 address (mapped, 6to4, NAT64), whatever notation the address uses.
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.range() === "unicast";
}
