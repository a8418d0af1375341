import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Env } from "./index";

// Issue 14: with PORT=3101 and no APP_URL, e-mailed links must point at port 3101, not 3000.
function envWith(values: Record<string, string | undefined>): Env {
  const saved = { ...process.env };
  Object.assign(process.env, { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "env-")) });
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    let loaded: Env | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<{ env: Env }>("./index").env;
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

describe("APP_URL", () => {
  it("defaults to localhost on the app's port", () => {
    expect(envWith({ APP_URL: undefined, PORT: "3101" }).APP_URL).toBe("http://localhost:3101");
    expect(envWith({ APP_URL: "", PORT: undefined }).APP_URL).toBe("http://localhost:3000");
  });

  it("keeps the configured origin", () => {
    expect(envWith({ APP_URL: "https://ads.example.com", PORT: "3101" }).APP_URL).toBe("https://ads.example.com");
  });
});
