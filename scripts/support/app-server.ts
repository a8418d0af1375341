// Shared by the benchmark scripts: the production app on its own port and data directory.
import { spawn } from "node:child_process";

export async function startProductionApp(port: number, dataDir: string): Promise<{ base: string; stop: () => void }> {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: base, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => process.kill(-server.pid!, "SIGTERM");
  await untilAnswering(`${base}/api/health`, stop, 300_000, "the app did not start");
  return { base, stop };
}

/** Polls `url` until it answers OK; after `timeoutMs`, stops the server and throws `failure`. */
export async function untilAnswering(url: string, stop: () => void, timeoutMs: number, failure: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      stop();
      throw new Error(failure);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs a script's main function and exits with its outcome (the schema engine keeps a timer alive). */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
