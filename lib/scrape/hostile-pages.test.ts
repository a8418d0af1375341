import { jsonrepair } from "jsonrepair";
import { HOSTILE_SHAPES, type HostileShape } from "@/tests/support/hostile-pages";
import { readProductPage } from "./read-page";
import { READING_LIMITS } from "./reading-limits";

jest.mock("jsonrepair", () => {
  const actual = jest.requireActual<typeof import("jsonrepair")>("jsonrepair");
  return { jsonrepair: jest.fn(actual.jsonrepair) };
});

const URL = "https://www.loja.com.br/produto/tenis";

/**
 * The work a reading does, in operations rather than time: the characters its regular expressions scan
 * (a scan that fails counts the text it had left) and the array elements `concat` copies.
 */
function work(read: () => void): number {
  const { exec } = RegExp.prototype;
  const { concat } = Array.prototype;
  let operations = 0;
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = exec.call(this, text);
    operations += match ? Math.max(1, match.index + match[0].length - from) : this.sticky ? 1 : Math.max(1, String(text).length - from);
    return match;
  };
  Array.prototype.concat = function (this: unknown[], ...items: unknown[]) {
    const joined = concat.apply(this, items);
    operations += joined.length;
    return joined;
  };
  try {
    read();
  } finally {
    RegExp.prototype.exec = exec;
    Array.prototype.concat = concat;
  }
  return operations;
}

describe("the reader on pages built to slow it down (issue 29)", () => {
  it.each(Object.keys(HOSTILE_SHAPES) as HostileShape[])("reads a page of %s in work proportional to its size", (shape) => {
    const small = work(() => readProductPage(HOSTILE_SHAPES[shape](3_000), URL));
    const large = work(() => readProductPage(HOSTILE_SHAPES[shape](24_000), URL));
    // Eight times the page: linear work is about eight times as much, quadratic about sixty-four.
    expect(large / small).toBeLessThan(16);
  });

  it("mends a page's broken JSON-LD only within its budget", () => {
    jest.mocked(jsonrepair).mockClear();
    const { product } = readProductPage(HOSTILE_SHAPES["broken json-ld name"](200_000), URL);
    const mended = jest.mocked(jsonrepair).mock.calls.reduce((sum, [text]) => sum + text.length, 0);
    expect(mended).toBeLessThanOrEqual(READING_LIMITS.jsonRepair);
    expect(product.title).toBe("Tênis Corrida Pro");
  });

  it("still mends a small broken JSON-LD block", () => {
    const html = `<script type="application/ld+json">{"@type":"Product","name":"Monitor 27" schwarz","offers":{"price":"199.90","priceCurrency":"EUR"},}</script>`;
    expect(readProductPage(html, URL).product).toMatchObject({ title: 'Monitor 27" schwarz', price: 199.9, currency: "EUR" });
  });
});
