// Where the fakes process (serve.ts) listens: five consecutive loopback ports from FAKES_BASE_PORT (an
// e2e lane's block, e2e/env.ts, or the sandbox's), 3110-3114 by default. Never used by production code.
export const DEFAULT_FAKES_BASE_PORT = 3110;

export type FakePorts = { controlPort: number; openaiPort: number; replicatePort: number; storePort: number; metaPort: number };

/** The layout from any first port. */
export const fakePortsFrom = (base: number): FakePorts => ({
  controlPort: base,
  openaiPort: base + 1,
  replicatePort: base + 2,
  storePort: base + 3,
  metaPort: base + 4,
});

/** FAKES_BASE_PORT, when set, moves the whole block; an unusable value is refused rather than ignored. */
export function fakePortsFromEnv(basePort: string | undefined): FakePorts {
  if (basePort === undefined || basePort === "") return fakePortsFrom(DEFAULT_FAKES_BASE_PORT);
  const base = Number(basePort);
  if (!Number.isInteger(base) || base < 1024 || base > 65535 - 4) throw new Error(`FAKES_BASE_PORT must be a port from 1024 to 65531, not "${basePort}"`);
  return fakePortsFrom(base);
}

const loopback = (port: number) => `http://127.0.0.1:${port}`;

/** The fakes' base URLs in the shape the app's environment takes them (OpenAI and Replicate with /v1). */
export function fakeUrls(ports: FakePorts) {
  return {
    control: loopback(ports.controlPort),
    openai: `${loopback(ports.openaiPort)}/v1`,
    replicate: `${loopback(ports.replicatePort)}/v1`,
    store: loopback(ports.storePort),
    meta: loopback(ports.metaPort),
  };
}
