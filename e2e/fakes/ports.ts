// Where the fakes process (serve.ts) listens: five consecutive loopback ports, the e2e ones (e2e/env.ts)
// unless FAKES_BASE_PORT picks another block (sandbox mode). Never used by production code.
import { E2E_FAKES } from "../env";

export type FakePorts = { controlPort: number; openaiPort: number; replicatePort: number; storePort: number; metaPort: number };

/** The e2e layout from any first port: fakePortsFrom(3110) is E2E_FAKES. */
export const fakePortsFrom = (base: number): FakePorts => ({
  controlPort: base,
  openaiPort: base + 1,
  replicatePort: base + 2,
  storePort: base + 3,
  metaPort: base + 4,
});

/** FAKES_BASE_PORT, when set, moves the whole block; an unusable value is refused rather than ignored. */
export function fakePortsFromEnv(basePort: string | undefined): FakePorts {
  if (basePort === undefined || basePort === "") return { ...E2E_FAKES };
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
