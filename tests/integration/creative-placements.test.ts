import { readFileSync } from "node:fs";
import sharp from "sharp";
import { putFile } from "@/lib/storage/files";
import { suggestPlacementsAction } from "@/lib/wizard/actions";
import { makeUser, signInAs } from "./factories";

// Issue 35: each placement format's crop of one of the seller's images, proposed on the server.

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));

describe("suggestPlacementsAction", () => {
  it("proposes a crop of each format that keeps the product, for the seller's own image only", async () => {
    const user = await makeUser();
    signInAs(user);
    // A wide photo: a red product on a white backdrop, left of centre.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 400, channels: 3, background: "#d00000" } })
            .png()
            .toBuffer(),
          left: 300,
          top: 250,
        },
      ])
      .png()
      .toBuffer();
    const stored = await putFile(`media/${user.id}/1-aaaaaaaaaaaaaaaa.png`, new Uint8Array(photo));
    const answer = await suggestPlacementsAction({ url: stored.url });
    if (!answer.ok) throw new Error(answer.error);
    const { width, height, crops } = answer.data;
    expect({ width, height }).toEqual({ width: 1600, height: 900 });
    for (const [id, [a, b]] of [
      ["square", [1, 1]],
      ["portrait", [4, 5]],
      ["vertical", [9, 16]],
    ] as const) {
      const crop = crops[id]!;
      // The format's ratio in pixels, within a pixel, and the whole product (x 300–600, y 250–650) inside.
      expect(Math.abs(crop.width * width * b - crop.height * height * a)).toBeLessThanOrEqual(Math.max(a, b));
      expect(crop.x * width).toBeLessThanOrEqual(300);
      expect((crop.x + crop.width) * width).toBeGreaterThanOrEqual(600);
      expect(crop.y * height).toBeLessThanOrEqual(250);
      expect((crop.y + crop.height) * height).toBeGreaterThanOrEqual(650);
    }

    const theirs = await putFile("media/someone-else/1-bbbbbbbbbbbbbbbb.png", new Uint8Array(readFileSync("tests/fixtures/media/square-700.png")));
    expect(await suggestPlacementsAction({ url: theirs.url })).toEqual({ ok: false, error: "wizard.placements.errors.unreadable" });
    expect(await suggestPlacementsAction({ url: "https://example.com/a.png" })).toEqual({ ok: false, error: "wizard.placements.errors.unreadable" });
  });
});
