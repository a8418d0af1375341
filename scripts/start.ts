// npm start: prepares the database (migrations, first admin), builds once if needed, then serves.
// `npm start -- --sandbox` (or SANDBOX=1) first starts the local fakes and serves on them, with its own data.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Sandbox } from "./support/sandbox";
import { listenHosts, sandboxRequested } from "./support/sandbox-env";

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const serveScript = path.join(process.cwd(), "server", "serve.js");

function run(args: string[]) {
  const result = spawnSync(process.execPath, [nextBin, ...args], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  // Stop what has started so far, whenever the signal comes.
  const running: { server?: ChildProcess; fakes?: Sandbox } = {};
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      running.fakes?.stop();
      if (running.server) running.server.kill(signal);
      else process.exit(130);
    });
  }
  // The fakes' code loads only in sandbox mode; lib/env reads process.env once, so it loads after this.
  const sandbox = sandboxRequested(process.argv.slice(2), process.env) ? await import("./support/sandbox") : null;
  const fakes = (running.fakes = await sandbox?.startSandbox());
  const port = process.env.PORT ?? "3000";
  const { prepareDatabase } = await import("./support/prepare-database");
  await prepareDatabase((line) => console.log(`[start] ${line}`));
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    console.log("[start] no production build yet: building (a few minutes on first start)...");
    run(["build"]);
  }
  const hosts = listenHosts(process.argv.slice(2), Boolean(sandbox)).flatMap((host) => ["-H", host]);
  const server = (running.server = spawn(process.execPath, [serveScript, "-p", port, ...hosts], { stdio: "inherit" }));
  server.on("exit", (code) => {
    fakes?.stop();
    process.exit(code ?? 0);
  });
  if (sandbox && fakes && (await sandbox.appAnswers(fakes.plan))) sandbox.announceSandbox(fakes.plan);
}

main().catch((error: unknown) => {
  console.error("[start] failed:", error);
  process.exit(1);
});
