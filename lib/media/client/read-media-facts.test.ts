import { mediaTypeOf } from "./media-type";
import { readMediaFacts } from "./read-media-facts";

type FakeVideo = {
  preload: string;
  muted: boolean;
  duration: number;
  videoWidth: number;
  videoHeight: number;
  onloadedmetadata: (() => void) | null;
  onerror: (() => void) | null;
  canPlayType(type: string): string;
  removeAttribute(name: string): void;
  load(): void;
  src: string;
};

// The browser's pieces readMediaFacts uses, driven by each test.
let video: { canPlay: string; outcome: "metadata" | "error" | "silence"; duration: number; width: number; height: number };
let bitmap: { width: number; height: number } | Error;

beforeAll(() => {
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.createImageBitmap = async () => {
    if (bitmap instanceof Error) throw bitmap;
    return { ...bitmap, close() {} };
  };
  globals.document = {
    createElement: (): FakeVideo => {
      const element: FakeVideo = {
        preload: "",
        muted: false,
        duration: NaN,
        videoWidth: 0,
        videoHeight: 0,
        onloadedmetadata: null,
        onerror: null,
        canPlayType: () => video.canPlay,
        removeAttribute() {},
        // As in browsers, unloading resets what was read.
        load() {
          Object.assign(element, { videoWidth: 0, videoHeight: 0, duration: Number.NaN });
        },
        set src(_url: string) {
          if (video.outcome === "silence") return;
          setTimeout(() => {
            if (video.outcome === "error") return element.onerror?.();
            Object.assign(element, { duration: video.duration, videoWidth: video.width, videoHeight: video.height });
            element.onloadedmetadata?.();
          });
        },
        get src() {
          return "";
        },
      };
      return element;
    },
  };
  URL.createObjectURL = () => "blob:fake";
  URL.revokeObjectURL = () => {};
});

beforeEach(() => {
  video = { canPlay: "maybe", outcome: "metadata", duration: 12.5, width: 1280, height: 720 };
  bitmap = { width: 1080, height: 1080 };
});

const picked = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe("readMediaFacts", () => {
  it("measures an image and a video the browser can read", async () => {
    expect(await readMediaFacts(picked("a.jpg", "image/jpeg"))).toEqual({ type: "image/jpeg", size: 1000, width: 1080, height: 1080 });
    expect(await readMediaFacts(picked("a.mp4", "video/mp4"))).toEqual({ type: "video/mp4", size: 1000, duration: 12.5, width: 1280, height: 720 });
  });

  it("gives null facts for a file that cannot be read", async () => {
    bitmap = new Error("InvalidStateError");
    expect(await readMediaFacts(picked("a.png", "image/png"))).toMatchObject({ width: null, height: null });
    video.outcome = "error";
    expect(await readMediaFacts(picked("a.mp4", "video/mp4"))).toMatchObject({ duration: null, width: null, height: null });
  });

  it("leaves the facts out when the check cannot run (spec 001 §5 rule 8)", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    video.canPlay = "";
    expect(await readMediaFacts(picked("a.avi", "video/avi"))).toEqual({ type: "video/x-msvideo", size: 1000 });
    video.canPlay = "maybe";
    video.outcome = "silence";
    jest.useFakeTimers();
    const waiting = readMediaFacts(picked("a.mov", "video/quicktime"));
    await jest.advanceTimersByTimeAsync(15_000);
    expect(await waiting).toEqual({ type: "video/quicktime", size: 1000 });
    jest.useRealTimers();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("does not measure a file refused by its type or size", async () => {
    bitmap = new Error("must not be called");
    expect(await readMediaFacts(picked("a.webp", "image/webp"))).toEqual({ type: "image/webp", size: 1000 });
    expect(await readMediaFacts(picked("notes.txt", "text/plain"))).toEqual({ type: "text/plain", size: 1000 });
  });
});

describe("mediaTypeOf", () => {
  it("uses the standard names and falls back on the extension", () => {
    expect(mediaTypeOf({ name: "a.avi", type: "video/avi" })).toBe("video/x-msvideo");
    expect(mediaTypeOf({ name: "a.JPG", type: "image/jpg" })).toBe("image/jpeg");
    expect(mediaTypeOf({ name: "clip.MOV", type: "" })).toBe("video/quicktime");
    expect(mediaTypeOf({ name: "mystery", type: "" })).toBe("application/octet-stream");
    expect(mediaTypeOf({ name: "a.mp4", type: "video/mp4" })).toBe("video/mp4");
  });
});
