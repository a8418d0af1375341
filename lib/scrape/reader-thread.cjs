// The product reader's thread (docs/decisions/016-reader-bounded-time.md). Plain CommonJS, loaded by its
// path and never bundled, so the built server, the tsx scripts and Jest all start the same file; tsx
// compiles the reader's TypeScript here as it does for the scripts.
const { parentPort } = require("node:worker_threads");
require("tsx/cjs/api").register();
const { readProductPage } = require("./read-page.ts");

parentPort.on("message", ({ html, pageUrl }) => {
  try {
    parentPort.postMessage({ ok: true, reading: readProductPage(html, pageUrl) });
  } catch (error) {
    parentPort.postMessage({ ok: false, detail: String(error instanceof Error ? error.message : error) });
  }
});
parentPort.postMessage({ ready: true });
