// The production server: Next.js behind a plain Node HTTP server, so every request carries the client's
// address as the socket saw it (server/client-address.js); `next start` offers no hook for that. Drains
// on SIGTERM/SIGINT like `next start`: stops accepting, finishes in-flight requests, closes Next, exits.
// Usage: node server/serve.js [-p port] [-H hostname]... (each -H adds a listen address; without any,
// HOSTNAME's, else every interface)
const path = require("node:path");
const { loadEnvConfig } = require("@next/env");
const { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedHopsFrom } = require("./client-address");
const { listenOn, urlHost } = require("./listen");
const { staticSecurityHeaders } = require("./security-headers");
const { brotliStatic } = require("./static-brotli");

const dir = path.join(__dirname, "..");
loadEnvConfig(dir, false);

function option(flag, fallback) {
  const index = process.argv.indexOf(flag);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(option("-p", process.env.PORT ?? "3000"));
// The app reads its port from PORT (APP_URL defaults to http://localhost:$PORT).
process.env.PORT = String(port);
const hostsGiven = process.argv.flatMap((arg, index) => (arg === "-H" && process.argv[index + 1] ? [process.argv[index + 1]] : []));
const hosts = hostsGiven.length ? hostsGiven : process.env.HOSTNAME ? [process.env.HOSTNAME] : [];
const hops = trustedHopsFrom(process.env.TRUST_PROXY_HOPS);

async function main() {
  process.env.NODE_ENV = "production";
  const next = require("next");
  // Next reads `hostname` only to build the URLs its router and the proxy (proxy.ts) see, and takes a
  // proxy rewrite whose origin differs from the router's for an external one, fetched again over HTTP
  // from this very server: given 127.0.0.1 here, every signed-in visit to / did (the cluster run's
  // ECONNRESET 500s). Where the server listens is listenOn's business below.
  const app = next({ dev: false, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();
  const brotli = brotliStatic(path.join(dir, ".next"), staticSecurityHeaders((process.env.APP_URL ?? "").startsWith("https://")));
  brotli.ready.catch((error) => console.error("[serve] brotli: the static files stay gzip:", error));

  const servers = await listenOn(
    (request, response) => {
      request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(request.socket.remoteAddress, request.headers["x-forwarded-for"], hops);
      if (!brotli.serve(request, response)) void handle(request, response);
    },
    port,
    hosts,
  );
  const where = hosts.length ? servers.map((server) => `http://${urlHost(server.address().address)}:${port}`).join(" and ") : `http://localhost:${port}`;
  console.log(`[serve] ready on ${where} (trusted proxy hops: ${hops})`);

  let closing = false;
  const close = (signal) => {
    if (closing) return;
    closing = true;
    Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
      .then(() => app.close())
      .catch((error) => console.error(error))
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    // Idle keep-alive connections would hold server.close until they time out.
    for (const server of servers) server.closeIdleConnections();
  };
  process.on("SIGINT", close);
  process.on("SIGTERM", close);
}

main().catch((error) => {
  console.error("[serve] failed to start:", error);
  process.exit(1);
});
