import { NextRequest } from "next/server";
import proxy, { config } from "@/proxy";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const visit = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
// NextResponse.next({ request: { headers } }) hands the app its request headers this way.
const passedOn = (response: Response) => response.headers.get("x-middleware-request-x-request-id");

describe("the request id", () => {
  it("is made for a request that has none, passed to the app and returned", async () => {
    const response = await visit("/termos-servico");
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(passedOn(response)).toBe(id);
  });

  it("keeps a valid id from the load balancer", async () => {
    const response = await visit("/api/health", { "x-request-id": "lb-7f3a9c21e0" });
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a9c21e0");
    expect(passedOn(response)).toBe("lb-7f3a9c21e0");
  });

  it("replaces an id that could forge log lines", async () => {
    const response = await visit("/dashboard", { "x-request-id": 'x" \\n{"level":"fatal"}' });
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });

  it("rides on redirects too", async () => {
    const response = await visit("/dashboard");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/auth");
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });
});

describe("health and readiness through the proxy", () => {
  it.each(["/api/health", "/api/ready"])("%s is passed on, never sent to sign-in", async (path) => {
    const response = await visit(path);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("the proxy matcher", () => {
  const matcher = new RegExp(`^${config.matcher[0]}$`);
  it.each(["/api/health", "/api/ready", "/api/meta/data-deletion", "/dashboard", "/"])("covers %s", (path) => {
    expect(matcher.test(path)).toBe(true);
  });
  // The proxy buffers at most 10 MB of a body: the streaming uploads never go through it.
  it.each(["/api/wizard/media", "/api/profile/avatar", "/_next/static/chunks/app.js"])("leaves out %s", (path) => {
    expect(matcher.test(path)).toBe(false);
  });
});
