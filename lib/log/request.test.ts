import { captureLogs } from "./capture";
import { requestLogger } from "./request";

const incoming = new Headers();
jest.mock("next/headers", () => ({ headers: async () => incoming }));

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => (logs = captureLogs()));
afterEach(() => {
  logs.restore();
  incoming.delete("x-request-id");
});

describe("requestLogger", () => {
  it("tags the lines of a request with its id", async () => {
    incoming.set("x-request-id", "3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b");
    (await requestLogger()).info("campaign saved");
    expect(logs.entries).toEqual([expect.objectContaining({ requestId: "3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b", msg: "campaign saved" })]);
  });

  it("logs without an id when the request has none", async () => {
    (await requestLogger()).info("no id");
    expect(logs.entries[0]).not.toHaveProperty("requestId");
  });
});
