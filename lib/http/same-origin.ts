const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a state-changing request came from a page of another origin (CSRF). The browser's Origin
 * decides; without one, Sec-Fetch-Site does. A page on another port of the same host is same-site but
 * not same-origin, so it is refused too. Requests from outside a browser send neither and pass: they
 * carry no victim's cookies.
 */
export function isCrossOriginWrite(request: Request, appOrigin: string): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== appOrigin;
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}
