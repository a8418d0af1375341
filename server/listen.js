// One HTTP server per listen address: a single `listen` binds one address, and "localhost" resolves to
// only one of 127.0.0.1 and ::1, so the sandbox's loopback-only app needs a listener on each.
const http = require("node:http");

// A machine without IPv6 (or without IPv4) cannot bind that family's loopback; the other one still serves.
const MISSING_FAMILY = new Set(["EADDRNOTAVAIL", "EAFNOSUPPORT"]);

/**
 * Listens with `handler` on `port` at each of `hosts`; with no hosts, on every interface (Node's default).
 * Port 0 takes the first listener's free port for the others too.
 * @param {http.RequestListener} handler
 * @param {number} port
 * @param {string[]} hosts
 * @returns {Promise<http.Server[]>}
 */
async function listenOn(handler, port, hosts) {
  const servers = [];
  let chosenPort = port;
  for (const host of hosts.length ? hosts : [undefined]) {
    const server = http.createServer(handler);
    try {
      await new Promise((resolve, reject) => server.once("error", reject).listen(chosenPort, host, resolve));
    } catch (error) {
      if (servers.length && MISSING_FAMILY.has(error.code)) {
        console.warn(`[serve] cannot listen on ${host} (${error.code}); serving on the other addresses`);
        continue;
      }
      await Promise.all(servers.map((started) => new Promise((resolve) => started.close(resolve))));
      throw error;
    }
    chosenPort = server.address().port;
    servers.push(server);
  }
  return servers;
}

/** The address as it goes in a URL (an IPv6 one in brackets). */
const urlHost = (host) => (host.includes(":") ? `[${host}]` : host);

module.exports = { listenOn, urlHost };
