import { readFileSync } from "node:fs";
import path from "node:path";

const read = (file: string) => readFileSync(path.join(__dirname, "..", "..", file), "utf8");

describe(".env.example", () => {
  it("lists every variable the app and its server read", () => {
    const listed = new Set([...read(".env.example").matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const readByApp = [...read("lib/env/index.ts").matchAll(/^ {2}([A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(readByApp.length).toBeGreaterThan(20);
    for (const name of [...readByApp.filter((name) => name !== "NODE_ENV"), "TRUST_PROXY_HOPS"])
      expect({ name, listed: listed.has(name) }).toEqual({ name, listed: true });
  });
});
