// The client address for rate limiting. Behind a reverse proxy, it appends the caller's address
// to X-Forwarded-For; the last entry is the one the nearest trusted hop saw.
export function clientIpOf(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).pop();
  return last ?? headers.get("x-real-ip") ?? "unknown";
}
