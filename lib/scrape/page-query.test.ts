import * as cheerio from "cheerio";
import type { Element } from "domhandler";
import { closestMatch, metaContent } from "./page-query";

describe("closestMatch", () => {
  const $ = cheerio.load(
    `<nav class="menu"><ul><li><a href="/c"><img id="in-link" src="c.jpg"></a></li></ul></nav>` +
      `<div hidden><span id="hidden-price">R$ 10</span></div><main><img id="free" src="p.jpg"></main>`,
  );
  const byId = (id: string) => $<Element, string>(`#${id}`).get(0)!;

  it("finds the element itself or its nearest ancestor, as cheerio's closest does", () => {
    for (const [id, selector] of [
      ["in-link", "a[href]"],
      ["in-link", "nav, footer"],
      ["in-link", "img"],
      ["hidden-price", "[hidden]"],
      ["free", "a[href]"],
      ["free", "[hidden]"],
    ] as const)
      expect(closestMatch($, byId(id), selector)).toBe($(byId(id)).closest(selector).get(0) ?? null);
    expect(closestMatch($, byId("in-link"), "a[href]")?.attribs.href).toBe("/c");
    expect(closestMatch($, byId("free"), "nav")).toBeNull();
  });

  it("starts from a parent when given one, and stops at the document", () => {
    expect(closestMatch($, byId("in-link").parent, "img")).toBeNull();
    expect(closestMatch($, null, "img")).toBeNull();
  });
});

describe("metaContent", () => {
  const $ = cheerio.load(
    `<head><meta property="og:title" content=" Tênis Runner "><meta name="og:title" content="Other">` +
      `<meta itemprop="price" content="149.90"><meta property="og:image" content=""><meta property="og:image" content="b.jpg"></head>`,
  );

  it("reads the first tag's content by property, name or itemprop, trimmed", () => {
    expect(metaContent($, "og:title")).toBe("Tênis Runner");
    expect(metaContent($, "price")).toBe("149.90");
  });

  it("keeps an empty first tag's content as empty and says when no tag has the name", () => {
    expect(metaContent($, "og:image")).toBe("");
    expect(metaContent($, "og:description")).toBeUndefined();
  });
});
