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

  it.each([
    ["text that is no address", "not a url"],
    ["another protocol", "ftp://loja.com.br/a"],
    ["an address over 2048 characters", `https://loja.com.br/${"a".repeat(2048)}`],
  ])("refuses %s with a message key, not zod's English", (_, url) => {
    expect(webUrl.safeParse(url).error?.issues.map((issue) => issue.message)).toEqual(["wizard.analysis.errors.invalidUrl.title"]);
  });
});
