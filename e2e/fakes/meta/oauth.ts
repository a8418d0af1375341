// Facebook Login as the fake Meta plays it: the OAuth dialog (a tiny page with "Continue as <name>" and
// "Cancel", or an automatic answer), the code and token exchanges at /oauth/access_token, debug_token,
// and the person's node and permissions. Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { json, type Ctx, type Reply } from "./reply";
import { str, type GraphRequest } from "./request";
import { FAKE_META_APP } from "./seed";
import { CODE_EXCHANGE_LONG_SECONDS, LONG_LIVED_SECONDS, SHORT_LIVED_SECONDS, type FakeMetaState, type TokenRecord } from "./state";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dialogPage = (title: string, body: string, status = 200): Reply => ({
  kind: "html",
  status,
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f2f5;margin:0;padding:2rem 1rem}main{max-width:24rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
button{background:#1877f2;color:#fff;border:0;border-radius:6px;padding:.75rem 1rem;font-size:1rem;width:100%;cursor:pointer}a{display:block;text-align:center;margin-top:1rem;color:#385898}</style>
</head><body><main>${body}</main></body></html>`,
});

const dialogError = (title: string, message: string) => dialogPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, 400);

const scopesOf = (text: string | undefined) => [...new Set(["public_profile", ...(text ?? "").split(/[,\s]+/).filter(Boolean)])];

/** The dialog's checks, shared by the page and its answer; null when the request is acceptable. */
function dialogProblem(state: FakeMetaState, req: GraphRequest): Reply | null {
  const clientId = str(req.params, "client_id");
  const redirectUri = str(req.params, "redirect_uri");
  if (!clientId || clientId !== FAKE_META_APP.id) return dialogError("Invalid App ID", "The provided app ID does not look like a valid app ID.");
  if (!redirectUri || !/^https?:\/\//.test(redirectUri)) {
    return dialogError(
      "Can't Load URL",
      "The domain of this URL isn't included in the app's domains. To be able to load this URL, add all domains and subdomains of your app to the App Domains field in your app settings.",
    );
  }
  const allowed = state.settings.allowedRedirectUris;
  if (allowed && !allowed.some((prefix) => redirectUri.startsWith(prefix))) {
    return dialogError(
      "URL Blocked",
      "This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings. Make sure Client and Web OAuth Login are on and add all your app domains as Valid OAuth Redirect URIs.",
    );
  }
  const responseType = str(req.params, "response_type");
  if (responseType && responseType !== "code") return dialogError("Error", `response_type "${responseType}" is not supported by this app.`);
  return null;
}

/** Where the dialog sends the browser back: Meta appends "#_=_" to its redirects. */
function answer(state: FakeMetaState, req: GraphRequest, decision: "approve" | "cancel"): Reply {
  const target = new URL(str(req.params, "redirect_uri")!);
  const stateParam = str(req.params, "state");
  if (decision === "cancel") {
    target.searchParams.set("error", "access_denied");
    target.searchParams.set("error_code", "200");
    target.searchParams.set("error_description", "Permissions error");
    target.searchParams.set("error_reason", "user_denied");
  } else {
    const requested = scopesOf(str(req.params, "scope"));
    const declined = requested.filter((scope) => state.settings.declinedPermissions.includes(scope) && scope !== "public_profile");
    // The exchange compares its redirect_uri with the dialog's, as sent.
    const code = state.issueCode({
      redirectUri: str(req.params, "redirect_uri")!,
      scopes: requested.filter((scope) => !declined.includes(scope)),
      declined,
      userId: state.settings.user.id,
    });
    target.searchParams.set("code", code.code);
  }
  if (stateParam !== undefined) target.searchParams.set("state", stateParam);
  return { kind: "redirect", location: `${target.toString()}#_=_` };
}

// GET /{v}/dialog/oauth – the login dialog (or an immediate answer in automatic mode or with ?auto=).
export function dialog(state: FakeMetaState, req: GraphRequest): Reply {
  const problem = dialogProblem(state, req);
  if (problem) return problem;
  const auto = str(req.params, "auto");
  const mode = auto === "cancel" ? "cancel" : auto !== undefined ? "approve" : state.settings.dialogAuto;
  if (mode) return answer(state, req, mode);
  const hidden = ["client_id", "redirect_uri", "state", "scope", "response_type"]
    .map((name) => [name, str(req.params, name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
    .join("");
  const cancel = new URL(`/${req.version}/dialog/oauth/answer`, req.url);
  for (const [name, value] of new URLSearchParams(req.url.search)) cancel.searchParams.set(name, value);
  cancel.searchParams.set("decision", "cancel");
  const name = escapeHtml(state.settings.user.name);
  const scopes = scopesOf(str(req.params, "scope")).map(escapeHtml).join(", ");
  return dialogPage(
    "Log in with Facebook (fake)",
    `<h1>Log in with Facebook (fake)</h1><p>${escapeHtml(FAKE_META_APP.name)} will receive: ${scopes}.</p>
<form method="get" action="/${req.version}/dialog/oauth/answer">${hidden}<input type="hidden" name="decision" value="approve"><button type="submit">Continue as ${name}</button></form>
<a href="${escapeHtml(cancel.pathname + cancel.search)}">Cancel</a>`,
  );
}

// GET /{v}/dialog/oauth/answer – the dialog's buttons.
export function dialogAnswer(state: FakeMetaState, req: GraphRequest): Reply {
  return dialogProblem(state, req) ?? answer(state, req, str(req.params, "decision") === "cancel" ? "cancel" : "approve");
}

function checkClient(req: GraphRequest) {
  const clientId = str(req.params, "client_id");
  if (!clientId) throw new GraphError({ code: 101, message: "Missing client_id parameter." });
  if (clientId !== FAKE_META_APP.id) throw new GraphError({ code: 101, message: "Error validating application. Invalid application ID." });
  const secret = str(req.params, "client_secret");
  if (!secret) throw new GraphError({ code: 1, message: "Missing client_secret parameter.", status: 400 });
  if (secret !== FAKE_META_APP.secret) throw new GraphError({ code: 1, message: "Error validating client secret.", status: 400 });
}

/** The token record behind a token, or Meta's 190 error for it. */
export function validToken(state: FakeMetaState, token: string, now = Date.now()): TokenRecord {
  const record = state.tokens.get(token);
  if (!record) throw graphErrors.invalidToken();
  if (record.invalidated === "password_changed") throw graphErrors.passwordChanged();
  if (record.invalidated === "deauthorized") throw graphErrors.notAuthorized(FAKE_META_APP.id);
  if (record.invalidated === "expired" || record.expiresAt <= now) throw graphErrors.expiredToken(new Date(record.expiresAt), new Date(now));
  return record;
}

const tokenAnswer = (record: TokenRecord, seconds: number) => json({ access_token: record.token, token_type: "bearer", expires_in: seconds });

// GET|POST /{v}/oauth/access_token – the code exchange, the long-lived exchange and the app token.
export function accessToken(state: FakeMetaState, req: GraphRequest): Reply {
  checkClient(req);
  const grant = str(req.params, "grant_type");
  if (grant === "client_credentials") return json({ access_token: `${FAKE_META_APP.id}|${FAKE_META_APP.secret}`, token_type: "bearer" });
  if (grant === "fb_exchange_token") {
    const short = str(req.params, "fb_exchange_token");
    if (!short) throw graphErrors.missingParameter("fb_exchange_token");
    const source = validToken(state, short);
    return tokenAnswer(state.issueToken(source, "long", LONG_LIVED_SECONDS), LONG_LIVED_SECONDS);
  }
  const redirectUri = str(req.params, "redirect_uri");
  if (redirectUri === undefined) throw new GraphError({ code: 100, message: "Missing redirect_uri parameter." });
  const codeValue = str(req.params, "code");
  if (!codeValue) throw new GraphError({ code: 100, message: "Missing authorization code" });
  const code = state.codes.get(codeValue);
  if (!code) throw new GraphError({ code: 100, message: "Invalid verification code format." });
  if (code.used) throw new GraphError({ code: 100, error_subcode: 36009, message: "This authorization code has been used." });
  if (state.codeExpired(code)) throw new GraphError({ code: 100, error_subcode: 36007, message: "This authorization code has expired." });
  if (code.redirectUri !== redirectUri) {
    throw new GraphError({
      code: 100,
      error_subcode: 36008,
      message: "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
    });
  }
  code.used = true;
  const long = state.settings.codeTokenLifetime === "long";
  const seconds = long ? CODE_EXCHANGE_LONG_SECONDS : SHORT_LIVED_SECONDS;
  return tokenAnswer(state.issueToken(code, long ? "long" : "short", seconds), seconds);
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const appToken = `${FAKE_META_APP.id}|${FAKE_META_APP.secret}`;

/**
 * The app's own token, as debug_token describes it: type APP and is_valid, no user_id and no scopes, which
 * are "permissions that the user has granted" (developers.facebook.com/docs/graph-api/reference/debug_token).
 * Setting appTokenError makes Meta call it invalid, with that reason.
 */
function appTokenInfo(state: FakeMetaState): Record<string, unknown> {
  const error = state.settings.appTokenError;
  return { app_id: FAKE_META_APP.id, type: "APP", application: FAKE_META_APP.name, is_valid: !error, ...(error ? { error } : {}) };
}

// GET /{v}/debug_token?input_token=&access_token=<app token or a user token of the app>
export function debugToken(state: FakeMetaState, req: GraphRequest): Reply {
  if (!req.token) throw graphErrors.missingToken();
  if (req.token !== appToken) validToken(state, req.token);
  const input = str(req.params, "input_token");
  if (!input) throw graphErrors.missingParameter("input_token");
  if (input === appToken) return json({ data: appTokenInfo(state) });
  const record = state.tokens.get(input);
  if (!record) return json({ data: { error: { code: 190, message: "Invalid OAuth access token - Cannot parse access token" }, is_valid: false, scopes: [] } });
  const base = {
    app_id: FAKE_META_APP.id,
    type: "USER",
    application: FAKE_META_APP.name,
    data_access_expires_at: seconds(record.issuedAt) + 90 * 86_400,
    expires_at: seconds(record.expiresAt),
    issued_at: seconds(record.issuedAt),
    scopes: record.scopes,
    granular_scopes: record.scopes.filter((scope) => scope !== "public_profile").map((scope) => ({ scope })),
    user_id: record.userId,
  };
  try {
    validToken(state, input);
    return json({ data: { ...base, is_valid: true } });
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    const { code, message, error_subcode } = error.body;
    return json({ data: { ...base, is_valid: false, error: { code, message, subcode: error_subcode } } });
  }
}

// GET /{v}/me – the person behind the token.
export function me(ctx: Ctx): Record<string, unknown> {
  const user = ctx.state.settings.user;
  const [first, ...rest] = user.name.split(" ");
  return {
    id: user.id,
    name: user.name,
    first_name: first,
    last_name: rest.join(" "),
    short_name: first,
    ...(ctx.auth.scopes.includes("email") ? { email: user.email } : {}),
    picture: { data: { height: 50, width: 50, is_silhouette: false, url: `${ctx.base}/fake-cdn/avatar.png` } },
  };
}

// GET /{v}/me/permissions
export function permissions(ctx: Ctx): Reply {
  const granted = ctx.auth.scopes.map((permission) => ({ permission, status: "granted" }));
  const declined = ctx.auth.declined.map((permission) => ({ permission, status: "declined" }));
  return json({ data: [...granted, ...declined] });
}

// DELETE /{v}/me/permissions[/{permission}] – the app is removed (every token of the person stops), or one permission.
export function revokePermissions(ctx: Ctx, permission: string | undefined): Reply {
  if (permission) {
    for (const record of ctx.state.tokens.values()) {
      if (record.userId !== ctx.auth.userId || !record.scopes.includes(permission)) continue;
      record.scopes = record.scopes.filter((scope) => scope !== permission);
      record.declined = [...record.declined, permission];
    }
    return json({ success: true });
  }
  for (const record of ctx.state.tokens.values()) if (record.userId === ctx.auth.userId) record.invalidated = "deauthorized";
  return json({ success: true });
}
