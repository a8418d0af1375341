import http from "node:http";
import os from "node:os";
import { listenOn } from "./listen";

const answering: http.Server[] = [];
afterEach(async () => {
  await Promise.all(answering.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

// Resolves with the status, or the connection error's code.
const get = (host: string, port: number) =>
  new Promise<number | string>((resolve) => {
    http
      .get({ host, port, path: "/", timeout: 5_000 }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

const nonLoopbackAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && entry.family === "IPv4")
    .map((entry) => entry!.address);

describe("listenOn: one listener per address", () => {
  it("answers on IPv4 and IPv6 loopback at one port, and refuses the machine's other addresses", async () => {
    const servers = await listenOn((_request, response) => response.end("ok"), 0, ["127.0.0.1", "::1"]);
    answering.push(...servers);
    const port = (servers[0]!.address() as { port: number }).port;
    expect(await get("127.0.0.1", port)).toBe(200);
    if (servers.length === 2) expect(await get("::1", port)).toBe(200);
    for (const address of nonLoopbackAddresses()) expect(await get(address, port)).toBe("ECONNREFUSED");
  });
});
