// Every request carries an id (set by proxy.ts) that ties its log lines together across processes.
export const REQUEST_ID_HEADER = "x-request-id";

// An id from a load balancer is kept when it is a plain token; anything else could forge log lines.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER);
  return incoming && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}
