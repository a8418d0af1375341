import { checkProductUrl, URL_EXAMPLES } from "@/components/wizard/product-url";

// spec 001 §5 Product URL: required ("URL is required"), must parse as a valid URL ("Invalid URL").
// A typed address without a scheme is read as https.

describe("checkProductUrl", () => {
  it.each(["", "   ", "\n\t"])("blank %p → urlRequired", (input) => {
    expect(checkProductUrl(input)).toEqual({ ok: false, error: "urlRequired" });
  });

  it.each(["not a url", "http://", "https://", "://loja.example", "https://loja example.com", "https://[nope"])("garbage %p → invalidUrl", (input) => {
    expect(checkProductUrl(input)).toEqual({ ok: false, error: "invalidUrl" });
  });

  it.each([
    ["minhaloja.com.br/produto", "https://minhaloja.com.br/produto"],
    ["www.loja.example", "https://www.loja.example/"],
    ["  loja.example/p?cor=azul  ", "https://loja.example/p?cor=azul"],
    ["localhost:3000/p", "https://localhost:3000/p"],
  ])("scheme-less %p → %p", (input, url) => {
    expect(checkProductUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ["https://www.minhaloja.com.br/produtos/tenis", "https://www.minhaloja.com.br/produtos/tenis"],
    ["http://loja.example/p", "http://loja.example/p"],
    ["HTTPS://Loja.Example/P", "https://loja.example/P"],
    ["http://localhost:3000/p", "http://localhost:3000/p"],
  ])("keeps an http(s) URL %p as %p", (input, url) => {
    expect(checkProductUrl(input)).toEqual({ ok: true, url });
  });

  it.each(["ftp://loja.example/p", "file:///etc/passwd", "javascript://loja.example/%0aalert(1)", "javascript:alert(1)", "data://text/html,x"])(
    "refuses a non-http scheme %p",
    (input) => {
      expect(checkProductUrl(input)).toEqual({ ok: false, error: "invalidUrl" });
    },
  );

  it.each(["lojaexemplo", "https://intranet/p", "http://produto"])("refuses a hostname without a dot %p", (input) => {
    expect(checkProductUrl(input)).toEqual({ ok: false, error: "invalidUrl" });
  });

  it("accepts every example the placeholder shows", () => {
    for (const example of URL_EXAMPLES) expect(checkProductUrl(example)).toEqual({ ok: true, url: example });
  });
});

describe("checkProductUrl: other schemes and odd hosts", () => {
  it.each(["mailto:x@y.com", "javascript:alert(1)", "https://user:pass@loja.com.br/p", "https://.", "http://a.", "https://loja..com"])(
    "%s is refused",
    (input) => {
      expect(checkProductUrl(input)).toEqual({ ok: false, error: "invalidUrl" });
    },
  );

  it("a host with a port is still a host", () => {
    expect(checkProductUrl("loja.com.br:8080/p")).toEqual({ ok: true, url: "https://loja.com.br:8080/p" });
  });
});
