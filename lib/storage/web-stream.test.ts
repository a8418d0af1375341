import { PassThrough, Readable } from "node:stream";
import { webStreamFrom } from "./web-stream";

describe("webStreamFrom", () => {
  it("gives the source's chunks in order, as bytes, and ends with it", async () => {
    const stream = webStreamFrom(Readable.from([Buffer.from("hello "), "streamed ", new TextEncoder().encode("world")]));
    expect(await new Response(stream).text()).toBe("hello streamed world");
  });

  it("reads only what the consumer pulls", async () => {
    const source = new PassThrough();
    source.write("first");
    const reader = webStreamFrom(source).getReader();
    expect(source.readableFlowing).not.toBe(true);
    expect(Buffer.from((await reader.read()).value!).toString()).toBe("first");
    source.end();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  // nodejs/node#64529: Readable.toWeb throws "Controller is already closed" from a late 'data' event.
  it("destroys the source when cancelled, and a chunk arriving after that goes nowhere", async () => {
    const source = new PassThrough();
    source.write("first");
    const reader = webStreamFrom(source).getReader();
    await reader.read();
    await reader.cancel();
    expect(source.destroyed).toBe(true);
    expect(() => source.emit("data", Buffer.from("late"))).not.toThrow();
  });
});
