// A local stand-in for the OpenAI API (chat completions), speaking its wire format, so the real SDK is
// exercised in tests. Never used by production code.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeOpenAIMode = "ok" | "error500" | "invalid_json" | "too_long" | "insufficient_quota";

export type FakeOpenAIRequest = { path: string; body: Record<string, unknown>; authorization: string | undefined };
export type FakeOpenAI = {
  url: string;
  requests: FakeOpenAIRequest[];
  mode: FakeOpenAIMode;
  /** json_schema names answered with a server error whatever the mode, to fail one step of a flow. */
  failing: string[];
  close: () => Promise<void>;
};

const SAMPLE_AD = {
  headline: "Tênis Corrida Pro: corra mais",
  description: "Amortecimento que protege seus joelhos e leveza para bater seu recorde. Garanta o seu!",
  cta: "SHOP_NOW",
  audienceTargeting: ["Corrida", "Maratonas", "Vida saudável", "Academia", "Triatlo", "Tênis esportivos", "Nutrição esportiva"],
  objective: "Conversões",
  keywords: ["tênis", "corrida", "esporte"],
  whatsappMessage: "Oi! Tenho interesse no Tênis Corrida Pro de R$ 299,90",
  chatText: "Tire suas dúvidas sobre o Tênis Corrida Pro e garanta o seu. Chame no WhatsApp!",
};

const SAMPLE_TERMS = { terms: ["Corrida", { term: "Maratona" }, "corrida", "x", "Tênis de corrida", "Vida saudável e esporte ao ar livre"] };

const SAMPLE_FACTS = {
  title: "Tênis Corrida Pro",
  description: "Tênis leve com amortecimento para treinos e provas.",
  price: 299.9,
  imageUrl: "https://loja.example/img/tenis.jpg",
  brand: "Passo Firme",
  category: "Calçados esportivos",
};

// A plain prompt (the admin's connection test) gets a sentence; json_object requests are interest-term
// suggestions; json_schema ones name what they want.
export const FAKE_PLAIN_ANSWER = "Olá! Conexão com a OpenAI funcionando.";

const fit = (text: string, max: number) => text.slice(0, max).trim();

// Copy for each audience the request names, so a test can tell which set got which copy.
function audienceCopyFor(request: { product?: { title?: string }; audiences?: string[][] }) {
  const product = request.product?.title ?? "o produto";
  return {
    audiences: (request.audiences ?? []).map((audience) => {
      const lead = audience[0] ?? "você";
      return {
        title: [fit(`${lead}: ${product}`, 40), fit(`${product} para ${lead}`, 40), fit(`Feito para ${lead}`, 40)],
        primaryText: [
          fit(`Quem curte ${audience.join(", ")} vai gostar de ${product}. Peça o seu.`, 125),
          fit(`${product}: pensado para ${lead}. Confira.`, 125),
          fit(`Para ${lead}, ${product} faz diferença no dia a dia.`, 125),
        ],
      };
    }),
  };
}

// New options for one field, numbered by how many times they were asked.
let optionRounds = 0;
function copyOptionsFor(request: { product?: { title?: string }; audience?: string[]; write?: string }) {
  optionRounds++;
  const product = request.product?.title ?? "o produto";
  const lead = request.audience?.[0] ?? "você";
  const title = request.write?.includes("titles") ?? false;
  const max = title ? 40 : 125;
  return {
    options: [1, 2, 3].map((n) => fit(title ? `${product} ${optionRounds}.${n}` : `Opção ${optionRounds}.${n}: ${product} para quem gosta de ${lead}.`, max)),
  };
}

// The product's facts; where the request lists candidates for fields its sources disagree on, the last of each
// is chosen, so a test can tell the choice was applied.
function productFactsFor(request: { candidates?: Record<string, unknown> }) {
  const candidates = Object.entries(request.candidates ?? {}).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length > 0);
  if (candidates.length === 0) return SAMPLE_FACTS;
  return { ...SAMPLE_FACTS, chosen: Object.fromEntries(candidates.map(([field, values]) => [field, values[values.length - 1]])) };
}

function answerFor(format: { type?: string; json_schema?: { name?: string } } | undefined, body: Record<string, unknown>): unknown {
  if (!format) return FAKE_PLAIN_ANSWER;
  if (format.type === "json_object") return SAMPLE_TERMS;
  const name = format.json_schema?.name;
  const messages = Array.isArray(body.messages) ? (body.messages as { role?: string; content?: string }[]) : [];
  const request = () => JSON.parse(messages.find((message) => message.role === "user")?.content ?? "{}") as Record<string, never>;
  if (name === "audience_copy") return audienceCopyFor(request());
  if (name === "copy_options") return copyOptionsFor(request());
  return name === "product_facts" ? productFactsFor(request()) : SAMPLE_AD;
}

function completion(content: string, model: string) {
  return {
    id: "chatcmpl-fake-1",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

export const FAKE_OPENAI_MODES: readonly FakeOpenAIMode[] = ["ok", "error500", "invalid_json", "too_long", "insufficient_quota"];

/** `port` 0 (the default) picks a free port; the e2e fakes process (serve.ts) passes a fixed one. */
export async function startFakeOpenAI(mode: FakeOpenAIMode = "ok", options: { port?: number } = {}): Promise<FakeOpenAI> {
  const fake: Omit<FakeOpenAI, "url" | "close"> = { requests: [], mode, failing: [] };
  const server: Server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      fake.requests.push({ path: req.url ?? "", body, authorization: req.headers.authorization });
      const json = (status: number, payload: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
      if (req.headers.authorization !== "Bearer sk-test") {
        return json(401, { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } });
      }
      if (!req.url?.endsWith("/chat/completions")) return json(404, { error: { message: "Unknown request URL", type: "invalid_request_error" } });
      const model = String(body.model ?? "gpt-4o-mini");
      // Reasoning models take only the default temperature (platform.openai.com/docs/guides/reasoning); what
      // OpenAI answers otherwise, as reported in BerriAI/litellm#13781 and openai/openai-python#2104.
      if (/^(gpt-5|o\d)/.test(model) && body.temperature !== undefined && body.temperature !== 1) {
        return json(400, {
          error: {
            message: `Unsupported value: 'temperature' does not support ${String(body.temperature)} with this model. Only the default (1) value is supported.`,
            type: "invalid_request_error",
            param: "temperature",
            code: "unsupported_value",
          },
        });
      }
      const format = body.response_format as { type?: string; json_schema?: { name?: string } } | undefined;
      if (format?.json_schema?.name && fake.failing.includes(format.json_schema.name)) {
        return json(500, { error: { message: "The server had an error while processing your request.", type: "server_error" } });
      }
      switch (fake.mode) {
        case "insufficient_quota":
          // What OpenAI answers when the account's credit is used up (a 429 that retrying does not fix).
          return json(429, {
            error: {
              message: "You exceeded your current quota, please check your plan and billing details.",
              type: "insufficient_quota",
              code: "insufficient_quota",
            },
          });
        case "error500":
          return json(500, { error: { message: "The server had an error while processing your request.", type: "server_error" } });
        case "invalid_json":
          return json(200, completion("Here is your ad: headline...", model));
        case "too_long":
          return json(200, completion(JSON.stringify({ ...SAMPLE_AD, headline: "x".repeat(80) }), model));
        case "ok": {
          const answer = answerFor(format, body);
          return json(200, completion(typeof answer === "string" ? answer : JSON.stringify(answer), model));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(fake, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

export const FAKE_OPENAI_KEY = "sk-test";
export { SAMPLE_AD, SAMPLE_FACTS, SAMPLE_TERMS };
