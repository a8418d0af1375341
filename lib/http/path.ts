/** Whether every percent-escape of a URL path decodes; Next answers a path that does not with a 500. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
