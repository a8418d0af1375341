import { isPublicAddress } from "./address-policy";

describe("isPublicAddress: what the product reader may connect to", () => {
  it.each([
    // IPv6 forms that embed a local IPv4 address.
    "::127.0.0.1",
    "::7f00:1",
    "0:0:0:0:0:0:7f00:1",
    "::a00:1",
    "::8.8.8.8",
    "::ffff:127.0.0.1",
    "::ffff:8.8.8.8",
    "64:ff9b::7f00:1",
    "64:ff9b::808:808",
    "64:ff9b:1::a00:1",
    "2002:7f00:1::",
    "2002:808:808::1",
    "2001::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    // The rest of the special-purpose registry, and what lies outside global unicast.
    "::",
    "::1",
    "100::1",
    "100:0:0:1::1",
    "2001:2::1",
    "2001:db8::1",
    "3fff::1",
    "5f00::1",
    "4000::1",
    "fc00::1",
    "fe80::1",
    "fec0::1",
    "ff02::1",
    "127.0.0.1",
    "10.0.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "192.0.0.1",
    "198.18.0.1",
    "240.0.0.1",
    "0.0.0.0",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700::6810:84e5", "2a00:1450:4001:82b::200e", "2800:3f0:4001:80f::200e"])("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
