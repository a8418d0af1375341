// Pages built to make a product reader do super-linear work (issue 29): each shape repeats one short
// unit until the page reaches the size asked for, so a reader that is linear spends time in proportion.

const head = (extra = "") => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Tênis Corrida Pro | Loja</title>${extra}</head>`;
const body = (inner: string) => `<body><h1>Tênis Corrida Pro</h1>${inner}</body></html>`;

/** `unit` repeated until `wrap(repeated)` is about `bytes` long. */
function fill(bytes: number, unit: string, wrap: (filler: string) => string): string {
  const room = Math.max(0, bytes - wrap("").length);
  return wrap(unit.repeat(Math.max(1, Math.floor(room / unit.length))));
}

const jsonLd = (json: string) => `<script type="application/ld+json">${json}</script>`;

export const HOSTILE_SHAPES = {
  /** `product:price:amount` = "1 1 1 … 1": every amount re-read the text before it. */
  "meta price": (bytes: number) => fill(bytes, "1 ", (filler) => head(`<meta property="product:price:amount" content="${filler}1">`) + body("")),
  /** A microdata price of thousands of amounts. */
  "microdata price": (bytes: number) =>
    fill(
      bytes,
      "1 ",
      (filler) =>
        head() + body(`<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Tênis</span><span itemprop="price">${filler}1</span></div>`),
    ),
  /** A JSON-LD offer whose price is thousands of amounts. */
  "json-ld price": (bytes: number) =>
    fill(
      bytes,
      "1 ",
      (filler) => head(jsonLd(`{"@context":"https://schema.org","@type":"Product","name":"Tênis","offers":{"price":"${filler}1"}}`)) + body(""),
    ),
  /** A <title> of thousands of segments: each segment normalised the whole title again. */
  "title separators": (bytes: number) =>
    fill(bytes, " | a", (filler) => `<!doctype html><html><head><title>Tênis${filler}</title></head><body><p>Olá</p></body></html>`),
  /** A JSON-LD name with unescaped quotes that jsonrepair has to mend. */
  "broken json-ld name": (bytes: number) =>
    fill(
      bytes,
      'Monitor 27" ',
      (filler) => head(jsonLd(`{"@context":"https://schema.org","@type":"Product","name":"${filler}","offers":{"price":"9"}}`)) + body(""),
    ),
  /** Thousands of images: cheerio's `.map().get()` concatenated them one by one. */
  "many images": (bytes: number) => fill(bytes, '<img src="/f/a.jpg">', (filler) => head() + body(filler)),
  /** Thousands of prices in tiles of other products, around a heading. */
  "price tiles": (bytes: number) =>
    fill(bytes, '<li><a href="/p/2"><img src="/f/b.jpg"></a><span class="price">R$ 9,90</span></li>', (filler) => head() + body(`<ul>${filler}</ul>`)),
} satisfies Record<string, (bytes: number) => string>;

export type HostileShape = keyof typeof HOSTILE_SHAPES;
