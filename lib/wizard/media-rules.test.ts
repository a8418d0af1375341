import { canAddMedia, checkMedia, MEDIA_LIMITS } from "./media-rules";

const MB = 1024 * 1024;

describe("checkMedia: the rules of spec 001 §5, in order", () => {
  it.each([
    [{ type: "application/pdf", size: 10 }, "onlyImagesAndVideos"],
    [{ type: "image/webp", size: 10, width: 1080, height: 1080 }, "imageFormat"],
    [{ type: "image/svg+xml", size: 10 }, "imageFormat"],
    [{ type: "video/webm", size: 10 }, "videoFormat"],
    [{ type: "image/png", size: 30 * MB + 1, width: 1080, height: 1080 }, "imageTooLarge"],
    [{ type: "video/mp4", size: 100 * MB + 1, width: 1280, height: 720, duration: 30 }, "videoTooLarge"],
    [{ type: "image/jpeg", size: MB, width: 599, height: 1080 }, "imageTooSmall"],
    [{ type: "image/gif", size: MB, width: null, height: null }, "imageUnreadable"],
    [{ type: "image/png", size: 100, width: 65535, height: 65535 }, "imageDimensionsTooLarge"],
    [{ type: "image/jpeg", size: MB, width: 16385, height: 600 }, "imageDimensionsTooLarge"],
    [{ type: "image/jpeg", size: MB, width: 8000, height: 6251 }, "imageDimensionsTooLarge"],
    [{ type: "video/quicktime", size: MB, width: 1280, height: 720, duration: 14461 }, "videoTooLong"],
    [{ type: "video/x-msvideo", size: MB, width: 600, height: 314, duration: 10 }, "videoResolution"],
    [{ type: "video/mp4", size: MB, width: null, height: null, duration: null }, "videoUnreadable"],
  ])("%o → %s", (file, key) => {
    expect(checkMedia(file)?.key).toBe(key);
  });

  it("fills in the figures the messages show", () => {
    expect(checkMedia({ type: "image/png", size: 1, width: 500, height: 400 })).toEqual({ key: "imageTooSmall", values: { width: 500, height: 400 } });
    expect(checkMedia({ type: "video/mp4", size: 1, width: 1920, height: 1080, duration: 15000 })).toEqual({ key: "videoTooLong", values: { minutes: 250 } });
  });

  it("accepts files that meet every rule, and the limits themselves", () => {
    expect(checkMedia({ type: "image/jpeg", size: 30 * MB, width: 600, height: 600 })).toBeNull();
    expect(checkMedia({ type: "image/jpeg", size: MB, width: 16384, height: 3051 })).toBeNull();
    expect(checkMedia({ type: "image/jpeg", size: MB, width: 8000, height: 6250 })).toBeNull();
    expect(checkMedia({ type: "video/mp4", size: 100 * MB, width: 600, height: 315, duration: MEDIA_LIMITS.videoMaxSeconds })).toBeNull();
  });
});

describe("canAddMedia", () => {
  it("allows 5 items in total and 3 AI images", () => {
    expect(canAddMedia({ total: 4, aiGenerated: 0 }, { count: 1 })).toBe("ok");
    expect(canAddMedia({ total: 4, aiGenerated: 0 }, { count: 2 })).toBe("mediaLimit");
    expect(canAddMedia({ total: 3, aiGenerated: 3 }, { count: 1, aiGenerated: true })).toBe("aiLimit");
    expect(canAddMedia({ total: 3, aiGenerated: 3 }, { count: 1 })).toBe("ok");
  });
});
