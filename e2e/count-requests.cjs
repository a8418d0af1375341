// Preloaded (node --require) into an app process by e2e/served-in-process.spec.ts: prints each request the
// process's HTTP servers receive, so the spec can tell a page served in the process from one Next fetched
// again over HTTP from the process itself.
const http = require("node:http");
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request) {
  if (event === "request") console.log(`[request] ${request.method} ${request.url}`);
  return emit.apply(this, arguments);
};
