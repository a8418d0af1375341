import { webUrl } from "./web-url";

describe("a product page's address", () => {
  it.each(["https://loja.com.br/produto/tenis", "http://minhaloja.com/p?id=1"])("accepts %s", (url) => {
    expect(webUrl.safeParse(url).success).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "ftp://loja.com.br/a",
    "vbscript:x",
  ])("refuses %s", (url) => {
    expect(webUrl.safeParse(url).success).toBe(false);
  });
});
