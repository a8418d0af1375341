// spec 001 §5 Product URL: required, and it must parse as a URL. An address typed without a scheme
// ("minhaloja.com.br/produto") is read as https, as browsers do.
export type UrlCheck = { ok: true; url: string } | { ok: false; error: "urlRequired" | "invalidUrl" };

export function checkProductUrl(input: string): UrlCheck {
  const text = input.trim();
  if (!text) return { ok: false, error: "urlRequired" };
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  // "mailto:…", "javascript:…": another scheme, not a host to prefix ("loja.com:8080" is a host).
  if (!hasScheme && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return { ok: false, error: "invalidUrl" };
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    const hostOk = /^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.hostname === "localhost";
    if (!["http:", "https:"].includes(url.protocol) || !hostOk || url.username || url.password) return { ok: false, error: "invalidUrl" };
    return { ok: true, url: url.toString() };
  } catch {
    return { ok: false, error: "invalidUrl" };
  }
}

export const URL_EXAMPLES = [
  "https://www.minhaloja.com.br/produtos/tenis-corrida",
  "https://loja.exemplo.com.br/camiseta-algodao-organico",
  "https://www.suamarca.com.br/p/fone-bluetooth-pro",
  "https://cursos.exemplo.com.br/curso-de-fotografia",
] as const;
