// The production server: Next.js behind a plain Node HTTP server, so every request carries the client's
// address as the socket saw it (server/client-address.js); `next start` offers no hook for that. Drains
// on SIGTERM/SIGINT like `next start`: stops accepting, finishes in-flight requests, closes Next, exits.
// Usage: node server/serve.js [-p port] [-H hostname]
const http = require("node:http");
const path = require("node:path");
const { loadEnvConfig } = require("@next/env");
const { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedHopsFrom } = require("./client-address");

const dir = path.join(__dirname, "..");
loadEnvConfig(dir, false);

function option(flag, fallback) {
  const index = process.argv.indexOf(flag);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(option("-p", process.env.PORT ?? "3000"));
// The app reads its port from PORT (APP_URL defaults to http://localhost:$PORT).
process.env.PORT = String(port);
const hostname = option("-H", process.env.HOSTNAME ?? undefined);
const hops = trustedHopsFrom(process.env.TRUST_PROXY_HOPS);

async function main() {
  process.env.NODE_ENV = "production";
  const next = require("next");
  const app = next({ dev: false, dir, port, hostname: hostname ?? "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer((request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(request.socket.remoteAddress, request.headers["x-forwarded-for"], hops);
    void handle(request, response);
  });
  server.listen(port, hostname, () => {
    console.log(`[serve] ready on http://${hostname ?? "localhost"}:${port} (trusted proxy hops: ${hops})`);
  });

  let closing = false;
  const close = (signal) => {
    if (closing) return;
    closing = true;
    server.close(() => {
      app
        .close()
        .catch((error) => console.error(error))
        .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
    // Idle keep-alive connections would hold server.close until they time out.
    server.closeIdleConnections();
  };
  process.on("SIGINT", close);
  process.on("SIGTERM", close);
}

main().catch((error) => {
  console.error("[serve] failed to start:", error);
  process.exit(1);
});
