import { captureLogs } from "./capture";
import { requestLogger } from "./request";

// No mock of next/headers: outside a request it throws, and jobs and scripts still get a logger.
it("gives the plain logger outside a request", async () => {
  const logs = captureLogs();
  (await requestLogger()).warn("from a job");
  logs.restore();
  expect(logs.entries).toEqual([expect.objectContaining({ level: "warn", msg: "from a job" })]);
  expect(logs.entries[0]).not.toHaveProperty("requestId");
});
