// What a log line must never carry. Two layers: pino's `redact` paths for fields we know by name, and
// `scrubSecrets` over the finished JSON line for secrets that hide in strings (messages, URLs, error
// messages and stacks, provider error bodies) or in fields at a depth the paths do not reach.
export const REDACTED = "[Redacted]";

const SECRET_FIELDS = [
  "authorization",
  "cookie",
  "password",
  "passwordHash",
  "newPassword",
  "currentPassword",
  "token",
  "access_token",
  "accessToken",
  "refresh_token",
  "refreshToken",
  "metaAccessToken",
  "apiKey",
  "api_key",
  "secret",
  "client_secret",
  "clientSecret",
  "appSecret",
  "app_secret",
  "AUTH_SECRET",
  "ENCRYPTION_KEY",
  "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
  "OPENAI_API_KEY",
  "REPLICATE_API_TOKEN",
  "META_APP_SECRET",
  "S3_SECRET_ACCESS_KEY",
  "DATABASE_URL",
  "SMTP_URL",
];

/** pino `redact` paths: each secret field at the top level and one level down, and in headers. */
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...["headers", "req.headers", "request.headers", "*.headers", "*.request.headers", "config.headers", "*.config.headers"].flatMap((headers) => [
    `${headers}.authorization`,
    `${headers}.Authorization`,
    `${headers}.cookie`,
    `${headers}["set-cookie"]`,
    `${headers}["x-api-key"]`,
  ]),
];

// A JSON string field whose name ends like a secret's, at any depth: "metaAccessToken":"EAAB...".
const SECRET_FIELD_IN_JSON =
  /"([^"\\]*?(?:password|password_?hash|secret|token|api_?key|authorization|cookie|encryption_?key|credential|signature))":"(?:[^"\\]|\\.)*"/gi;

const STRING_PATTERNS: Array<[RegExp, string]> = [
  // Query and form parameters: ?access_token=...&client_secret=..., OAuth codes, S3 presigned URLs.
  [
    /\b(access_token|refresh_token|input_token|fb_exchange_token|client_secret|appsecret_proof|api_key|apikey|token|password|signature|sig|X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token)=[^&\s"'\\#<>]+/gi,
    `$1=${REDACTED}`,
  ],
  // OAuth authorization codes, only as URL parameters ("error code=190" in a message stays).
  [/([?&]code=)[^&\s"'\\#<>]+/g, `$1${REDACTED}`],
  // Authorization header values inside text.
  [/\b(Bearer)\s+[A-Za-z0-9\-._~+/]{8,}=*/gi, `$1 ${REDACTED}`],
  [/\b(Basic)\s+[A-Za-z0-9+/]{12,}={0,2}/g, `$1 ${REDACTED}`],
  // Credentials inside a URL: postgresql://user:password@host, smtp://user:password@host.
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@"'\\]+:)[^\s@/"'\\]+@/gi, `$1${REDACTED}@`],
  // Well-known key shapes, wherever they appear: OpenAI, Replicate, Meta access tokens, AWS access keys.
  [/\bsk-[A-Za-z0-9_-]{16,}/g, `sk-${REDACTED}`],
  [/\br8_[A-Za-z0-9]{20,}/g, `r8_${REDACTED}`],
  [/\bEAA[A-Za-z0-9]{20,}/g, REDACTED],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, REDACTED],
];

/** Replaces secrets in a text (a serialised log line, a message, a URL) with "[Redacted]". */
export function scrubSecrets(text: string): string {
  let scrubbed = text.replace(SECRET_FIELD_IN_JSON, `"$1":"${REDACTED}"`);
  for (const [pattern, replacement] of STRING_PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}
