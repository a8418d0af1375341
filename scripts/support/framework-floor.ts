// The framework floor for bench:lighthouse: a bare page built with the app's own Next and React, nothing else
// (no styles, fonts, client code or messages). No page of the app can score better than it on the same machine,
// so it tells a bar the framework cannot meet from one the app misses.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { untilAnswering } from "./app-server";

const DIR = path.join(".data", "bench-floor");
const NEXT_CLI = require.resolve("next/dist/bin/next");

const paragraphs = Array.from(
  { length: 40 },
  (_, index) => `<p>Section ${index + 1}. Plain legal text of about the length of a terms page, the same on every load, with nothing interactive in it.</p>`,
).join("");

const FILES: Record<string, string> = {
  "package.json": '{ "private": true }\n',
  "next.config.mjs": "export default {};\n",
  "app/layout.tsx":
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  "app/page.tsx": `export default function Page() {\n  return (<main><h1>Terms</h1>${paragraphs}</main>);\n}\n`,
};

/** Builds the bare page (about 20 s) and serves it with `next start`; resolves when it answers. */
export async function startFrameworkFloor(port: number): Promise<{ base: string; manifest: string; stop: () => void }> {
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    writeFileSync(path.join(DIR, file), text);
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  execFileSync(process.execPath, [NEXT_CLI, "build", DIR], { env, stdio: "ignore" });
  const server = spawn(process.execPath, [NEXT_CLI, "start", "-p", String(port), DIR], { env, stdio: "ignore", detached: true });
  const stop = () => process.kill(-server.pid!, "SIGTERM");
  const base = `http://localhost:${port}`;
  await untilAnswering(base, stop, 60_000, "the framework floor page did not start");
  return { base, manifest: path.join(DIR, ".next", "build-manifest.json"), stop };
}
