// Next compresses what it serves with gzip only. Its built scripts and styles are the bulk of what a phone
// downloads before a page works, and brotli at its highest quality makes them about 15% smaller than gzip
// (issue 37: bench:lighthouse prints both). The files under .next/static never change (each name carries a
// hash of its content), so each is compressed once, in the background when the server starts, and kept in
// memory; until it is ready, and for a browser that does not take brotli, Next serves the file as before.
const fs = require("node:fs");
const path = require("node:path");
const { promisify } = require("node:util");
const zlib = require("node:zlib");

const compress = promisify(zlib.brotliCompress);
const TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const PREFIX = "/_next/static/";

function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Whether an Accept-Encoding header takes brotli (a q=0 refuses it, RFC 9110 §12.5.3). */
function acceptsBrotli(header) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [coding, ...parameters] = part.trim().split(";");
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return coding.trim().toLowerCase() === "br" && (quality === undefined || Number(quality) > 0);
    });
}

/**
 * A request handler for the build's static scripts and styles in brotli; it answers true when it served the
 * request. `headers` are the ones every response carries (server/security-headers.js).
 */
function brotliStatic(distDir, headers) {
  const root = path.join(distDir, "static");
  const compressed = new Map();
  const ready = (async () => {
    for (const file of filesUnder(root)) {
      const type = TYPES[path.extname(file)];
      if (!type) continue;
      const body = await compress(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } });
      compressed.set(PREFIX + path.relative(root, file).split(path.sep).join("/"), { body, type });
    }
  })();

  function serve(request, response) {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const pathname = (request.url ?? "").split("?")[0];
    if (!pathname.startsWith(PREFIX) || !acceptsBrotli(request.headers["accept-encoding"])) return false;
    const file = compressed.get(pathname);
    if (!file) return false;
    for (const { key, value } of headers) response.setHeader(key, value);
    response.writeHead(200, {
      "Content-Type": file.type,
      "Content-Encoding": "br",
      "Content-Length": file.body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    response.end(request.method === "HEAD" ? undefined : file.body);
    return true;
  }
  return { serve, ready };
}

module.exports = { brotliStatic, acceptsBrotli };
