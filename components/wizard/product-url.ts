// spec 001 §5 Product URL: required, and it must parse as a URL. An address typed without a scheme
// ("minhaloja.com.br/produto") is read as https, as browsers do.
export type UrlCheck = { ok: true; url: string } | { ok: false; error: "urlRequired" | "invalidUrl" };

export function checkProductUrl(input: string): UrlCheck {
  const text = input.trim();
  if (!text) return { ok: false, error: "urlRequired" };
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    const hostOk = url.hostname.includes(".") || url.hostname === "localhost";
    if (!["http:", "https:"].includes(url.protocol) || !hostOk) return { ok: false, error: "invalidUrl" };
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
