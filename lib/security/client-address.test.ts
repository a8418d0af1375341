import { CLIENT_ADDRESS_HEADER, clientAddressOf } from "./client-address";

const addressOf = (value?: string) => clientAddressOf(new Headers(value === undefined ? {} : { [CLIENT_ADDRESS_HEADER]: value }));

describe("clientAddressOf: whom a per-address limit counts", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(addressOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressOf("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressOf("2001:0db8:0001:0002:0000:0000:0000:0abc")).toBe("2001:db8:1:2::/64");
    expect(addressOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("counts an IPv4 client, mapped into IPv6 or not, by its address", () => {
    expect(addressOf("203.0.113.9")).toBe("203.0.113.9");
    expect(addressOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressOf("::ffff:cb00:7109")).toBe("203.0.113.9");
  });

  it("keeps what is not an address as it is", () => {
    expect(addressOf()).toBe("unknown");
    expect(addressOf("unknown")).toBe("unknown");
    expect(addressOf("meta-1")).toBe("meta-1");
  });
});
