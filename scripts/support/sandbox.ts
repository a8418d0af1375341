// Sandbox mode's processes: the fakes (e2e/fakes/serve.ts) run in a child process that answers before
// the app starts and stops with it; the app then runs on the sandbox environment (sandbox-env.ts).
import { spawn } from "node:child_process";
import { fakeUrls } from "../../e2e/fakes/ports";
import { FAKE_BRAZIL_IDENTITIES } from "../../e2e/fakes/meta/seed";
import { SANDBOX_ADMIN, fakesEnvironment, sandboxEnvironment, sandboxPlan, type SandboxPlan } from "./sandbox-env";

const READY_TIMEOUT_MS = 30_000;

export type Sandbox = { plan: SandboxPlan; stop: () => void };

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the fakes, waits until they answer, then points this process's environment at them. */
export async function startSandbox(): Promise<Sandbox> {
  const plan = sandboxPlan(process.env);
  const health = `${fakeUrls(plan.fakes).control}/health`;
  // Another sandbox (or the e2e fakes) on these ports would answer for ours and mix their state in.
  if (await answers(health)) throw new Error(`something already answers on ${health}: stop it, or choose other ports with FAKES_BASE_PORT`);

  const fakes = spawn(process.execPath, [require.resolve("tsx/cli"), "e2e/fakes/serve.ts"], {
    env: { ...process.env, ...fakesEnvironment(plan) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  let stopping = false;
  fakes.on("exit", (code, signal) => {
    exited = true;
    if (!stopping) console.error(`[sandbox] the fakes stopped (${signal ?? `exit code ${code}`}); the app can no longer reach them`);
  });
  const stop = () => {
    stopping = true;
    if (!exited) fakes.kill("SIGTERM");
  };
  // A plain exit (a failed start included) must not leave the fakes behind.
  process.on("exit", stop);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(health))) {
    if (exited) throw new Error("the fakes did not start (a port in use? choose others with FAKES_BASE_PORT)");
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the fakes did not answer on ${health} within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await pause(200);
  }
  Object.assign(process.env, sandboxEnvironment(plan));
  return { plan, stop };
}

/** What a newcomer needs, printed once the app answers. */
export function announceSandbox(plan: SandboxPlan): void {
  const store = `${fakeUrls(plan.fakes).store}/store`;
  const rule = "─".repeat(78);
  console.log(
    [
      rule,
      " SANDBOX MODE: OpenAI, Replicate and Meta are local fakes; nothing is sent to them.",
      "",
      ` Open            ${plan.appUrl}`,
      ` Sign in         ${SANDBOX_ADMIN.email} / ${SANDBOX_ADMIN.password}  (set on the sandbox's first start)`,
      " Product pages   paste one in New campaign → Product URL:",
      `                 ${store}/produto-br   (a Brazilian store's running shoe, start here)`,
      `                 ${store}/title-only   (a page with only a name: limited data)`,
      `                 ${store}/             (all sample pages)`,
      " Meta            Integrations → Connect Meta opens a fake Facebook dialog: Continue as Ana Souza.",
      ` Brazil's rule   the ad account's verified advertiser and payer ids: ${FAKE_BRAZIL_IDENTITIES.beneficiaryId} / ${FAKE_BRAZIL_IDENTITIES.payerId}`,
      ` Data            ${plan.dataDir} (e-mails land in ${plan.dataDir}/mail; delete the folder to start over)`,
      rule,
    ].join("\n"),
  );
}

/** Resolves once the app answers its health check (or gives up quietly after the timeout). */
export async function appAnswers(plan: SandboxPlan, timeoutMs = 300_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(`http://127.0.0.1:${plan.appPort}/api/health`)) return true;
    await pause(500);
  }
  return false;
}
