import { HOSTILE_SHAPES } from "@/tests/support/hostile-pages";
import { ReaderPool } from "./reader-pool";

const URL = "https://www.loja.com.br/produto/tenis";
const PAGE = `<html lang="pt-BR"><head><title>Tênis Corrida Pro | Loja</title><meta property="product:price:amount" content="299.90"></head>
<body><h1>Tênis Corrida Pro</h1><img src="/img/tenis.jpg" width="600" height="600"></body></html>`;
// Seconds of reading on any machine: far past a budget of a millisecond.
const SLOW_PAGE = HOSTILE_SHAPES["price tiles"](4_000_000);

let pool: ReaderPool;
afterEach(() => pool.close());
// Each test starts threads, and a thread compiles the reader as it starts: seconds on a busy machine.
jest.setTimeout(30_000);

describe("ReaderPool", () => {
  it("reads a page on a thread of its own", async () => {
    pool = new ReaderPool();
    const outcome = await pool.read(PAGE, URL);
    expect(outcome).toMatchObject({
      ok: true,
      reading: { product: { title: "Tênis Corrida Pro", price: 299.9, currency: "BRL" }, evidence: { images: ["https://www.loja.com.br/img/tenis.jpg"] } },
    });
  });

  it("ends a thread that overruns its budget, and reads the next page on a new one", async () => {
    pool = new ReaderPool({ threads: 1 });
    expect(await pool.read(SLOW_PAGE, URL, 1)).toMatchObject({ ok: false, reason: "overrun" });
    expect(pool.threadsAlive).toBe(0);
    expect(await pool.read(PAGE, URL)).toMatchObject({ ok: true, reading: { product: { title: "Tênis Corrida Pro" } } });
    expect(pool.threadsStarted).toBe(2);
    expect(pool.threadsAlive).toBe(1);
  });

  it("answers at once when too many pages wait", async () => {
    pool = new ReaderPool({ threads: 1, waiting: 1 });
    const first = pool.read(SLOW_PAGE, URL, 1);
    expect(await pool.read(PAGE, URL)).toEqual({ ok: false, reason: "busy" });
    expect(await first).toMatchObject({ ok: false, reason: "overrun" });
  });
});
