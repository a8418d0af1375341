import { uploadMedia } from "./upload-media";

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

// Stands in for the browser's XMLHttpRequest; each test drives the last one made.
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  responseText = "";
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(text: string) {
    this.responseText = text;
    this.onload?.();
  }
}

beforeAll(() => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

const file = new File([new Uint8Array(10)], "férias 2025.mov", { type: "video/quicktime" });

describe("uploadMedia", () => {
  it("posts the raw file with its type and encoded name, reporting progress", async () => {
    const progress: number[] = [];
    const result = uploadMedia(file, { onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(["POST", "/api/wizard/media", file]);
    expect(xhr.headers).toEqual({ "Content-Type": "video/quicktime", "X-File-Name": "f%C3%A9rias%202025.mov" });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 7, total: 0 });
    const data = { url: "/api/uploads/media/u/1-ab.mov", type: "video", name: file.name, width: 640, height: 360, duration: 2 };
    xhr.answer(JSON.stringify({ ok: true, data }));
    expect(await result).toEqual({ ok: true, data });
    expect(progress).toEqual([0.5]);
  });

  it("passes the server's refusal through with its values", async () => {
    const result = uploadMedia(file);
    FakeXhr.last.answer(JSON.stringify({ ok: false, error: "wizard.media.errors.imageTooSmall", values: { width: 300, height: 300 } }));
    expect(await result).toEqual({ ok: false, error: "wizard.media.errors.imageTooSmall", values: { width: 300, height: 300 } });
  });

  it("turns a network failure or a foreign answer into uploadFailed", async () => {
    const broken = uploadMedia(file);
    FakeXhr.last.onerror?.();
    expect(await broken).toEqual({ ok: false, error: "wizard.media.errors.uploadFailed" });
    const html = uploadMedia(file);
    FakeXhr.last.answer("<html>Bad gateway</html>");
    expect(await html).toEqual({ ok: false, error: "wizard.media.errors.uploadFailed" });
  });

  it("cancels through the signal", async () => {
    const controller = new AbortController();
    const result = uploadMedia(file, { signal: controller.signal });
    controller.abort();
    expect(await result).toEqual({ ok: false, error: "wizard.media.errors.uploadCancelled" });
    expect(await uploadMedia(file, { signal: controller.signal })).toEqual({ ok: false, error: "wizard.media.errors.uploadCancelled" });
  });
});
