// The client's address, for per-address rate limits. Only the app's server (server/serve.js) knows the
// socket: it works it out from TRUST_PROXY_HOPS and passes it on in this header, replacing any a
// client sent (server/client-address.test.ts keeps the two names equal).
export const CLIENT_ADDRESS_HEADER = "x-adcampaign-client-address";

/** The client's address for this request; "unknown" when the app runs without its server (`next dev`). */
export function clientAddressOf(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
