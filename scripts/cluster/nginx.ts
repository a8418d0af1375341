// nginx (Debian's package) as the load balancer in front of the app processes, on loopback, with its
// configuration, logs and pid file in a temporary directory.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export function nginxConfig(port: number, upstreamPorts: number[], prefix: string): string {
  const servers = upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join("\n");
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Media uploads stream through to the app, which enforces its own size limits.
  client_max_body_size 300m;
  proxy_request_buffering off;
  # Round robin over the app processes, with keep-alive connections to them.
  upstream app {
${servers}
    keepalive 32;
  }
  # Requests reach nginx from loopback only; a local front proxy's X-Forwarded-For names the client.
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 300s;
      # Which process answered: the cluster tests check that requests were spread.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export type Nginx = { stop: () => Promise<void> };

export async function startNginx(port: number, upstreamPorts: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "adcampaign-nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(prefix, dir));
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, nginxConfig(port, upstreamPorts, prefix));
  const check = spawnSync(NGINX_BIN, ["-t", "-q", "-p", prefix, "-c", conf], { encoding: "utf8" });
  if (check.error)
    throw new Error(`nginx cannot run from ${NGINX_BIN} (${check.error.message}): install it with \`sudo apt-get install -y nginx\` or set NGINX_BIN`);
  if (check.status !== 0) throw new Error(`nginx configuration refused: ${check.stderr}`);
  const child: ChildProcess = spawn(NGINX_BIN, ["-p", prefix, "-c", conf], { stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    stop: async () => {
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
