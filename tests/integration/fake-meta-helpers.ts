// Plain-fetch helpers for the fake Meta's tests (tests/integration/fake-meta*.test.ts).
import { FAKE_BRAZIL_IDENTITIES, FAKE_META_DEFAULT_VERSION, type FakeMeta } from "@/e2e/fakes/meta";

export const ACT = "act_120210000000001";
export const DISABLED_ACT = "act_120210000000002";
export const REDIRECT_URI = "http://localhost:3100/auth/meta/callback";
/** What every ad set shown in Brazil declares: the default account's verified beneficiary and payer (e2e/fakes/meta/regulation.ts). */
export const BRAZIL_DECLARATION = {
  regional_regulated_categories: ["BRAZIL_REGULATION"],
  regional_regulation_identities: { universal_beneficiary: FAKE_BRAZIL_IDENTITIES.beneficiaryId, universal_payer: FAKE_BRAZIL_IDENTITIES.payerId },
};
export const APP = { client_id: "test-app-id", client_secret: "test-app-secret" };

export type GraphAnswer = { status: number; body: Record<string, unknown> & { error?: GraphErrorJson }; headers: Headers };
export type GraphErrorJson = {
  message: string;
  type: string;
  code: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id: string;
};

type Options = {
  method?: string;
  token?: string | null;
  query?: Record<string, string>;
  form?: Record<string, unknown>;
  json?: Record<string, unknown>;
  multipart?: FormData;
  version?: string;
};

/** A Graph call: the token as access_token in the query (or null for none), objects in forms JSON-encoded as Meta's SDKs send them. */
export async function graph(meta: FakeMeta, path: string, token: string | null, options: Omit<Options, "token"> = {}): Promise<GraphAnswer> {
  const url = new URL(`${meta.url}/${options.version ?? FAKE_META_DEFAULT_VERSION}/${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  if (token) url.searchParams.set("access_token", token);
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if (options.form) {
    body = new URLSearchParams(
      Object.entries(options.form)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, typeof value === "object" ? JSON.stringify(value) : String(value)]),
    );
  } else if (options.json) {
    body = JSON.stringify(options.json);
    headers["content-type"] = "application/json";
  } else if (options.multipart) {
    body = options.multipart;
  }
  const method = options.method ?? (body ? "POST" : "GET");
  const response = await fetch(url, { method, body, headers });
  return { status: response.status, body: (await response.json()) as GraphAnswer["body"], headers: response.headers };
}

export async function control<T>(meta: FakeMeta, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${meta.url}/__control${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs in through the dialog (the "Continue as" form) and exchanges the code: the app's whole flow. */
export async function logIn(
  meta: FakeMeta,
  scope = "email,ads_management,ads_read,business_management,pages_show_list",
): Promise<{ token: string; expiresIn: number }> {
  const dialog = new URL(`${meta.url}/v24.0/dialog/oauth`);
  for (const [key, value] of Object.entries({ client_id: APP.client_id, redirect_uri: REDIRECT_URI, state: "s1", scope, response_type: "code" }))
    dialog.searchParams.set(key, value);
  const page = await (await fetch(dialog)).text();
  const action = /<form method="get" action="([^"]+)"/.exec(page)![1]!;
  const fields = [...page.matchAll(/name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [
    name!,
    value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  ]);
  const answer = await fetch(`${meta.url}${action}?${new URLSearchParams(fields)}`, { redirect: "manual" });
  const code = new URL(answer.headers.get("location")!).searchParams.get("code")!;
  const exchange = await graph(meta, "oauth/access_token", null, { query: { ...APP, redirect_uri: REDIRECT_URI, code } });
  return { token: String(exchange.body.access_token), expiresIn: Number(exchange.body.expires_in) };
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** A campaign (ACTIVE) with one ad set shown in Brazil, one link creative of the default Page and one ad, made over HTTP. */
export async function publishLinkAd(meta: FakeMeta, token: string, act = ACT) {
  const post = async (path: string, form: Record<string, unknown>) => {
    const answer = await graph(meta, path, token, { form });
    if (answer.body.error) throw new Error(`${path}: ${answer.body.error.message}`);
    return answer.body;
  };
  const campaignId = String(
    (
      await post(`${act}/campaigns`, {
        name: "Tênis",
        objective: "OUTCOME_TRAFFIC",
        status: "ACTIVE",
        special_ad_categories: [],
        is_adset_budget_sharing_enabled: false,
      })
    ).id,
  );
  const adSetId = String(
    (
      await post(`${act}/adsets`, {
        name: "Conjunto",
        campaign_id: campaignId,
        daily_budget: "2000",
        billing_event: "IMPRESSIONS",
        optimization_goal: "LINK_CLICKS",
        targeting: { geo_locations: { countries: ["BR"] }, targeting_automation: { advantage_audience: 0 } },
        ...BRAZIL_DECLARATION,
        status: "ACTIVE",
      })
    ).id,
  );
  const images = (await post(`${act}/adimages`, { bytes: TINY_PNG.toString("base64"), name: "p.png" })).images as Record<string, { hash: string }>;
  const creativeId = String(
    (
      await post(`${act}/adcreatives`, {
        name: "Criativo",
        object_story_spec: { page_id: "104857600000001", link_data: { image_hash: images["p.png"]!.hash, link: "https://loja.example/p" } },
      })
    ).id,
  );
  const adId = String((await post(`${act}/ads`, { name: "Anúncio", adset_id: adSetId, creative: { creative_id: creativeId }, status: "ACTIVE" })).id);
  return { campaignId, adSetId, creativeId, adId };
}
