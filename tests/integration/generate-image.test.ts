import { readFileSync } from "node:fs";
import Replicate from "replicate";
import { createHash } from "node:crypto";
import { fakeEditOf, FAKE_REPLICATE_TOKEN, startFakeReplicate, type FakeReplicate } from "@/e2e/fakes/replicate";
import { env } from "@/lib/env";
import { generateProductImage } from "@/lib/images/generate-image";
import { captureLogs } from "@/lib/log/capture";
import { sniffImage } from "@/lib/media/sniff";
import { keyOfUrl, putFile, readStoredFile, statStoredFile } from "@/lib/storage/files";
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
    const outcome = await generateProductImage("user-1", { prompt: "white running shoe on a wooden floor" }, client);
    expect(outcome).toMatchObject({ ok: true, model: env.REPLICATE_MODEL });
    const url = (outcome as { url: string }).url;
    expect(url).toMatch(/^\/api\/uploads\/media\/user-1\/\d+-[0-9a-f]{16}\.png$/);
    const bytes = await readStoredFile(keyOfUrl(url)!);
    expect(sniffImage(new Uint8Array(bytes!))?.extension).toBe("png");
    expect(fake.prompts.at(-1)).toContain("white running shoe");
    expect(fake.prompts.at(-1)).toContain("No text");
  });

  it("asks the text-to-image model for a square PNG by its own input schema", async () => {
    fake.mode = "ok";
    await generateProductImage("user-1", { prompt: "a red mug" }, client);
    expect(fake.predictions.at(-1)).toEqual({
      model: env.REPLICATE_MODEL,
      input: { prompt: expect.stringContaining("a red mug"), aspect_ratio: "1:1", output_format: "png" },
      inputPhotos: [],
    });
  });

  it("puts the seller's own product photo in a scene with the editing model, and stores what it made", async () => {
    fake.mode = "ok";
    const photo = readFileSync("tests/fixtures/media/square-700.png");
    const stored = await putFile("media/user-photo/1-aaaaaaaaaaaaaaaa.png", new Uint8Array(photo));
    const outcome = await generateProductImage("user-photo", { prompt: "on a marble kitchen counter", photoUrl: stored.url }, client, "ai-scene");
    expect(outcome).toEqual({ ok: true, model: env.REPLICATE_EDIT_MODEL, url: "/api/uploads/media/user-photo/ai-scene.png" });
    const sent = fake.predictions.at(-1)!;
    expect(sent.model).toBe("black-forest-labs/flux-kontext-pro");
    // The photo went through Replicate's files API; the fake names it by its bytes.
    expect(sent.inputPhotos).toEqual([createHash("sha256").update(photo).digest("hex")]);
    expect(sent.input).toMatchObject({
      input_image: expect.stringMatching(/\/v1\/files\//),
      aspect_ratio: "match_input_image",
      output_format: "png",
      safety_tolerance: 2,
    });
    expect(String(sent.input.prompt)).toMatch(/^Place this exact product in a new scene: on a marble kitchen counter\. Keep the product itself unchanged/);
    // What the fake made from that photo is what was stored.
    expect(await readStoredFile("media/user-photo/ai-scene.png")).toEqual(await fakeEditOf(photo));
  });

  it("never sends another seller's photo, nor one that was removed", async () => {
    const photo = readFileSync("tests/fixtures/media/square-700.png");
    const theirs = await putFile("media/user-other/1-bbbbbbbbbbbbbbbb.png", new Uint8Array(photo));
    const before = fake.predictions.length;
    expect(await generateProductImage("user-photo", { prompt: "a scene", photoUrl: theirs.url }, client)).toEqual({ ok: false, error: "photoMissing" });
    expect(await generateProductImage("user-photo", { prompt: "a scene", photoUrl: "/api/uploads/media/user-photo/9-cccccccccccccccc.png" }, client)).toEqual({
      ok: false,
      error: "photoMissing",
    });
    expect(await generateProductImage("user-photo", { prompt: "a scene", photoUrl: "https://example.com/photo.png" }, client)).toEqual({
      ok: false,
      error: "photoMissing",
    });
    expect(fake.predictions.length).toBe(before);
  });

  it("checks the prompt before calling anyone", async () => {
    const before = fake.prompts.length;
    expect(await generateProductImage("user-1", { prompt: "   " }, client)).toEqual({ ok: false, error: "promptBlank" });
    expect(await generateProductImage("user-1", { prompt: "x".repeat(201) }, client)).toEqual({ ok: false, error: "promptTooLong" });
    expect(await generateProductImage("user-1", { prompt: "a shoe" }, null)).toEqual({ ok: false, error: "unavailable" });
    expect(fake.prompts.length).toBe(before);
  });

  it("reports a failed prediction, a provider error and a non-image output as failures", async () => {
    for (const mode of ["failed", "error500", "not_an_image"] as const) {
      fake.mode = mode;
      expect(await generateProductImage("user-1", { prompt: "a shoe" }, client)).toEqual({ ok: false, error: "failed" });
    }
  }, 30_000);

  it("refuses a result whose header declares more pixels than an upload may have, and stores nothing", async () => {
    const png = new Uint8Array(readFileSync("e2e/fixtures-files/avatar.png"));
    const huge = await startFakeReplicate("ok", { image: Buffer.from(declaringSize(png, 65535)) });
    try {
      const hugeClient = new Replicate({ auth: FAKE_REPLICATE_TOKEN, baseUrl: huge.url, useFileOutput: false });
      expect(await generateProductImage("user-huge", { prompt: "a shoe" }, hugeClient, "ai-huge")).toEqual({ ok: false, error: "failed" });
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
      expect(await generateProductImage("user-guarded", { prompt: "a shoe" }, client, "ai-guarded")).toEqual({ ok: false, error: "failed" });
    } finally {
      logs.restore();
      env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS = true;
    }
    expect(fake.prompts.length).toBe(prompts + 1);
    expect(logs.entries).toEqual([expect.objectContaining({ level: "warn", err: expect.objectContaining({ kind: "blocked" }) })]);
    expect(await statStoredFile("media/user-guarded/ai-guarded.png")).toBeNull();
  });
});
