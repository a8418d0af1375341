import { readFileSync } from "node:fs";
import Replicate from "replicate";
import { FAKE_REPLICATE_TOKEN, startFakeReplicate, type FakeReplicate } from "@/e2e/fakes/replicate";
import { env } from "@/lib/env";
import { generateProductImage } from "@/lib/images/generate-image";
import { captureLogs } from "@/lib/log/capture";
import { sniffImage } from "@/lib/media/sniff";
import { keyOfUrl, readStoredFile, statStoredFile } from "@/lib/storage/files";
import { declaringSize } from "./helpers";

let fake: FakeReplicate;
let client: Replicate;

beforeAll(async () => {
  fake = await startFakeReplicate();
  client = new Replicate({ auth: FAKE_REPLICATE_TOKEN, baseUrl: fake.url, useFileOutput: false });
});
afterAll(() => fake.close());

describe("generateProductImage", () => {
  it("asks for product photography without text and copies the result into our storage", async () => {
    fake.mode = "ok";
    const outcome = await generateProductImage("user-1", "white running shoe on a wooden floor", client);
    expect(outcome).toMatchObject({ ok: true, model: "black-forest-labs/flux-schnell" });
    const url = (outcome as { url: string }).url;
    expect(url).toMatch(/^\/api\/uploads\/media\/user-1\/\d+-[0-9a-f]{16}\.png$/);
    const bytes = await readStoredFile(keyOfUrl(url)!);
    expect(sniffImage(new Uint8Array(bytes!))?.extension).toBe("png");
    expect(fake.prompts.at(-1)).toContain("white running shoe");
    expect(fake.prompts.at(-1)).toContain("No text");
  });

  it("checks the prompt before calling anyone", async () => {
    const before = fake.prompts.length;
    expect(await generateProductImage("user-1", "   ", client)).toEqual({ ok: false, error: "promptBlank" });
    expect(await generateProductImage("user-1", "x".repeat(201), client)).toEqual({ ok: false, error: "promptTooLong" });
    expect(await generateProductImage("user-1", "a shoe", null)).toEqual({ ok: false, error: "unavailable" });
    expect(fake.prompts.length).toBe(before);
  });

  it("reports a failed prediction, a provider error and a non-image output as failures", async () => {
    for (const mode of ["failed", "error500", "not_an_image"] as const) {
      fake.mode = mode;
      expect(await generateProductImage("user-1", "a shoe", client)).toEqual({ ok: false, error: "failed" });
    }
  }, 30_000);

  it("refuses a result whose header declares more pixels than an upload may have, and stores nothing", async () => {
    const png = new Uint8Array(readFileSync("e2e/fixtures-files/avatar.png"));
    const huge = await startFakeReplicate("ok", { image: Buffer.from(declaringSize(png, 65535)) });
    try {
      const hugeClient = new Replicate({ auth: FAKE_REPLICATE_TOKEN, baseUrl: huge.url, useFileOutput: false });
      expect(await generateProductImage("user-huge", "a shoe", hugeClient, "ai-huge")).toEqual({ ok: false, error: "failed" });
      expect(huge.prompts).toHaveLength(1);
      expect(await statStoredFile("media/user-huge/ai-huge.png")).toBeNull();
    } finally {
      await huge.close();
    }
  });

  it("downloads the result like the product reader does: an address it refuses is never fetched", async () => {
    fake.mode = "ok";
    const prompts = fake.prompts.length;
    env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS = false;
    const logs = captureLogs();
    try {
      // The fake's files are on 127.0.0.1, which production refuses like any local address.
      expect(await generateProductImage("user-guarded", "a shoe", client, "ai-guarded")).toEqual({ ok: false, error: "failed" });
    } finally {
      logs.restore();
      env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS = true;
    }
    expect(fake.prompts.length).toBe(prompts + 1);
    expect(logs.entries).toEqual([expect.objectContaining({ level: "warn", err: expect.objectContaining({ kind: "blocked" }) })]);
    expect(await statStoredFile("media/user-guarded/ai-guarded.png")).toBeNull();
  });
});
