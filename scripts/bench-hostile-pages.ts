// npm run bench:hostile-pages: the product reader on pages built to slow it down (issue 29,
// tests/support/hostile-pages.ts). First the time to read each shape at 20 KB, 200 KB and 5 MB (the fetch cap)
// with the time per KB, which stays about flat when the reader is linear. Then how a server answers while a
// 5 MB page is read: a health endpoint's latency and the event loop's delay, with the page read on the
// reader's thread (as the app does) and, for comparison, on the event loop itself.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { readProductPage } from "../lib/scrape/read-page";
import { ReaderPool } from "../lib/scrape/reader-pool";
import { HOSTILE_SHAPES, type HostileShape } from "../tests/support/hostile-pages";
import { percentile, runScript } from "./support/app-server";

const URL = "https://www.loja.com.br/produto/tenis";
const SIZES = [20 * 1024, 200 * 1024, 5 * 1024 * 1024];
const SHAPES = Object.keys(HOSTILE_SHAPES) as HostileShape[];
const label = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

function timeToRead(html: string): number {
  const runs = html.length > 1024 * 1024 ? 1 : 3;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    readProductPage(html, URL);
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

// The client asks from a thread of its own, so a blocked event loop in this one shows in its latencies.
const CLIENT = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const agent = new http.Agent({ keepAlive: true });
const latencies = [];
let asking = true;
parentPort.once("message", () => (asking = false));
(async () => {
  while (asking) {
    const start = performance.now();
    await new Promise((resolve) => http.get({ port: workerData.port, path: "/api/health", agent }, (r) => r.resume().on("end", resolve)).on("error", resolve));
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  agent.destroy();
  parentPort.postMessage(latencies);
})();
`;

/** A health endpoint's latency, asked every 25 ms while `work` runs, and the event loop's delay meanwhile. */
async function whileReading(work: () => Promise<unknown>) {
  const server = http.createServer((_, response) => response.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const client = new Worker(CLIENT, { eval: true, workerData: { port } });
  const answered = new Promise<number[]>((resolve) => client.once("message", resolve));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const start = performance.now();
  await work();
  const elapsed = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 100));
  client.postMessage("stop");
  const latencies = (await answered).sort((a, b) => a - b);
  delay.disable();
  await client.terminate();
  server.close();
  return { elapsed, p50: percentile(latencies, 0.5), max: latencies[latencies.length - 1] ?? 0, delayMax: delay.max / 1e6, asked: latencies.length };
}

async function main() {
  console.log(
    `time to read a page (median of 3 runs, one at 5 MB), and per KB\n${"shape".padEnd(22)}${SIZES.map((size) => label(size).padStart(24)).join("")}`,
  );
  for (const shape of SHAPES) {
    const cells = SIZES.map((size) => {
      const ms = timeToRead(HOSTILE_SHAPES[shape](size));
      return `${ms.toFixed(0)} ms (${((1000 * ms) / (size / 1024)).toFixed(0)} µs/KB)`.padStart(24);
    });
    console.log(`${shape.padEnd(22)}${cells.join("")}`);
  }

  console.log("\nhealth endpoint while a 5 MB page is read: latency median / max, event loop delay max");
  const pool = new ReaderPool();
  await pool.read("<title>warm-up</title>", URL);
  for (const shape of SHAPES) {
    const html = HOSTILE_SHAPES[shape](SIZES[2]!);
    let outcome = "";
    const threaded = await whileReading(async () => {
      const read = await pool.read(html, URL);
      outcome = read.ok ? "read" : `${read.reason}, limited data`;
    });
    const inline = await whileReading(async () => readProductPage(html, URL));
    const row = (name: string, r: typeof threaded) =>
      `${name} ${r.elapsed.toFixed(0).padStart(6)} ms${name.startsWith("on the reader") ? ` (${outcome})` : ""}: health ${r.p50.toFixed(1)} / ${r.max.toFixed(0)} ms (${r.asked} asked), loop delay max ${r.delayMax.toFixed(0)} ms`;
    console.log(`${shape.padEnd(22)}${row("on the reader's thread", threaded)}\n${"".padEnd(22)}${row("on the event loop     ", inline)}`);
  }
  await pool.close();
}

runScript(main);
