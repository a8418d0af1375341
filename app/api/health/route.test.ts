// A unit test on purpose: this project fails any import of lib/db, so passing proves liveness never
// touches the database.
import { GET, dynamic } from "@/app/api/health/route";

it("GET /api/health answers 200 ok without the database, never cached", async () => {
  const response = await GET(new Request("http://localhost/api/health"));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(dynamic).toBe("force-dynamic");
});
