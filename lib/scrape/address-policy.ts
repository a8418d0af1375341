import ipaddr from "ipaddr.js";

// IANA's IPv6 Address Space registry allocates global unicast from 2000::/3 only; the rest is reserved,
// unique-local, link-local or multicast. That alone refuses every IPv4-embedding form outside it: ::/96
// (IPv4-compatible, RFC 4291 §2.5.5.1, e.g. [::127.0.0.1]), ::ffff:0:0/96 (mapped), 64:ff9b::/96 and
// 64:ff9b:1::/48 (NAT64, RFC 6052, RFC 8215).
// https://www.iana.org/assignments/ipv6-address-space
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");

// Inside 2000::/3, the special-purpose blocks of RFC 6890's registry that are not plain hosts: 2001::/23
// (IETF protocol assignments: Teredo 2001::/32 embeds an IPv4 address, benchmarking, ORCHID, AMT...) and
// 2002::/16 (6to4, which embeds one). ipaddr.js's ranges add documentation (2001:db8::/32, 3fff::/20)
// and the rest of the registry. https://www.iana.org/assignments/iana-ipv6-special-registry
const IPV6_REFUSED = ["2001::/23", "2002::/16"].map((cidr) => ipaddr.parseCIDR(cidr));

/**
 * Whether the product reader may connect to an address: only globally routable unicast, so no
 * loopback, private, link-local (169.254.169.254 included), carrier-grade NAT, multicast, reserved,
 * IPv6 local ranges, and no IPv6 form that embeds an IPv4 address, whatever notation it is written in.
 * IPv4 ranges: RFC 6890 and https://www.iana.org/assignments/iana-ipv4-special-registry (ipaddr.js).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== "unicast") return false;
  if (parsed.kind() === "ipv4") return true;
  const ipv6 = parsed as ipaddr.IPv6;
  return ipv6.match(IPV6_GLOBAL_UNICAST) && !IPV6_REFUSED.some((range) => ipv6.match(range));
}
