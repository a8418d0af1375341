import { CLIENT_ADDRESS_HEADER as readHeader } from "@/lib/security/client-address";
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedHopsFrom } from "./client-address";

describe("the client's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressFrom("203.0.113.9", "1.1.1.1, 2.2.2.2", 0)).toBe("203.0.113.9");
    expect(clientAddressFrom("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
    expect(clientAddressFrom(undefined, undefined, 0)).toBe("unknown");
  });

  it("is the entry the nearest trusted proxy appended, not one the client wrote", () => {
    // The client sent "6.6.6.6"; nginx appended the address it saw.
    expect(clientAddressFrom("127.0.0.1", "6.6.6.6, 198.51.100.4", 1)).toBe("198.51.100.4");
    expect(clientAddressFrom("127.0.0.1", "6.6.6.6, 198.51.100.4, 10.0.0.2", 2)).toBe("198.51.100.4");
    expect(clientAddressFrom("127.0.0.1", ["6.6.6.6", "198.51.100.4"], 1)).toBe("198.51.100.4");
  });

  it("falls back to the socket when a request skipped the proxies", () => {
    expect(clientAddressFrom("198.51.100.7", undefined, 1)).toBe("198.51.100.7");
    expect(clientAddressFrom("198.51.100.7", "1.1.1.1", 2)).toBe("198.51.100.7");
  });

  it("takes TRUST_PROXY_HOPS as a small whole number", () => {
    expect(trustedHopsFrom(undefined)).toBe(0);
    expect(trustedHopsFrom("1")).toBe(1);
    expect(() => trustedHopsFrom("-1")).toThrow();
    expect(() => trustedHopsFrom("yes")).toThrow();
  });

  it("travels under the header the app reads", () => {
    expect(CLIENT_ADDRESS_HEADER).toBe(readHeader);
  });
});
