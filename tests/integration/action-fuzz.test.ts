import { mockJar } from "./action-request";
import type { TestUser } from "./factories";
import { db } from "@/lib/db";
import { captureLogs } from "@/lib/log/capture";
import {
  changedTables,
  contractProblem,
  discoverActions,
  makeUser,
  signInAs,
  snapshot,
  specOf,
  tablesHolding,
  today,
  unclassified,
  unplugProviders,
  type ActionSpec,
  type Answer,
  type DiscoveredAction,
  type InputContext,
  type Snapshot,
} from "./action-catalog";

// Issue 13, "Tests and figures": every exported server action is sent hostile inputs (NUL bytes, lone
// surrogates, 1 MB strings, wrong types, prototype keys, huge numbers, other unicode, deep nesting),
// built field by field from a valid input of each action plus generic shapes. No call may throw, every
// answer keeps the contract (an error is a key of messages/en.json, never errors.unexpected, which would
// mean a throw reached the pipeline's catch), nothing is logged as an error, and an input that must be
// refused writes no row.
//
// What must be refused, and what may be accepted by design:
// - NUL bytes and lone surrogates anywhere (values or keys), and nesting deeper than the pipeline walks:
//   refused by the pipeline itself (errors.invalidInput, errors.unstorableText on the field). No row.
// - A 1 MB string, or a value of the wrong type (a number, boolean, array, object, bigint or date where
//   the valid input has something else; NaN and ±Infinity for numbers) put in one of the input's fields:
//   refused by the action's schema (errors.invalidInput, on that field). No row.
// - Accepted by design, so they may write: emoji, RTL and zero-width marks, combining characters, the
//   empty string (an emoji name is a name); null and a missing field (optional or nullable fields);
//   numbers that are finite (1e308 is a valid audience size, an out-of-range budget is refused);
//   prototype keys (__proto__, constructor, prototype: unknown keys, which zod strips, so the rest of the
//   input is stored as valid; Object.prototype must stay clean and no role may appear).
// Actions that reach a remote provider once their input is valid are sent only the inputs that must be
// refused (and the providers' addresses point at a closed local port, so a miss cannot leave the machine).

// A bound, not a measure: every action gets dozens of inputs, which takes minutes on a loaded 2-core machine.
jest.setTimeout(600_000);

/** unstorable: refused by the pipeline (NUL, lone surrogate, too deep); refuse: by the schema; accept: may pass. */
type Kind = "unstorable" | "refuse" | "accept";
type Hostile = { label: string; input: unknown; kind: Kind; path: string | null };
type Path = (string | number)[];

const MB = "x".repeat(1024 * 1024);
const MB_EMOJI = "😀".repeat(256 * 1024);

function deep(levels: number, leaf: unknown = "x", array = false): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = array ? [value] : { a: value };
  return value;
}

const UNSTORABLE_STRINGS: [string, string][] = [
  ["NUL", "\u0000"],
  ["NUL inside", "Tênis\u0000Pro"],
  ["lone high surrogate", "\uD800"],
  ["lone low surrogate", "a\uDC00b"],
  ["reversed pair", "\uDE00\uD83D"],
];
const HUGE_STRINGS: [string, string][] = [
  ["1 MB string", MB],
  ["1 MB of emoji", MB_EMOJI],
];
const BENIGN_STRINGS: [string, string][] = [
  ["emoji", "Tênis 😀🏃‍♀️"],
  ["RTL override", "\u202Eevil\u202C"],
  ["RTL mark", "\u200Fשלום"],
  ["combining marks", "e\u0301\u0301\u0301Z\u0351\u0352\u0353"],
  ["zero-width and BOM", "\uFEFFa\u200Bb"],
  ["empty", ""],
];
const WRONG_FOR_STRING: [string, unknown][] = [
  ["number", 42],
  ["boolean", true],
  ["array", ["a"]],
  ["object", { a: "b" }],
  ["bigint", BigInt(42)],
  ["date", new Date(0)],
];
const WRONG_FOR_NUMBER: [string, unknown][] = [
  ["NaN", NaN],
  ["Infinity", Infinity],
  ["-Infinity", -Infinity],
  ["word", "forty-two"],
  ["boolean", true],
  ["array", []],
  ["object", {}],
];
// Accepted by design: the campaign edit form's ages are z.coerce.number() (the form sends text), which
// reads 42n as the number 42. A bigint elsewhere is refused; what is stored is a plain number either way.
const FINITE_NUMBERS: [string, unknown][] = [
  ["bigint", BigInt(42)],
  ["1e308", 1e308],
  ["-1e308", -1e308],
  ["2**53+1", 2 ** 53 + 1],
  ["-1", -1],
  ["0.5", 0.5],
];
const WRONG_FOR_BOOLEAN: [string, unknown][] = [
  ["string", "true"],
  ["number", 1],
  ["array", []],
  ["object", {}],
];
const WRONG_FOR_CONTAINER = (isArray: boolean): [string, unknown][] => [
  ["string", "x"],
  ["number", 42],
  ["boolean", true],
  isArray ? ["object", { 0: "x" }] : ["array", []],
];

/** A copy of the input with the value at `path` replaced (or removed, for undefined). */
function replaced(input: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(input) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
  return copy;
}

/** A copy of the input with an own key (as JSON.parse makes one, __proto__ included) added to the object at `path`. */
function withOwnKey(input: unknown, path: Path, key: string, value: unknown): unknown {
  const copy = structuredClone(input) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path) node = node[step] as Record<string | number, unknown>;
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Every node of a JSON-like value, containers first, with its path. */
function nodes(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((child, index) => nodes(child, [...path, index]))];
  if (value && typeof value === "object") return [here, ...Object.entries(value).flatMap(([key, child]) => nodes(child, [...path, key]))];
  return [here];
}

const PROTO = { isAdmin: true, role: "admin" };

/** The hostile inputs built from one valid input: each field in turn, then the prototype keys on each object. */
function fieldInputs(valid: unknown): Hostile[] {
  const out: Hostile[] = [];
  for (const { path, value } of nodes(valid)) {
    const at = path.join(".");
    const add = (label: string, replacement: unknown, kind: Kind) =>
      out.push({ label: `${at || "(input)"} ← ${label}`, input: replaced(valid, path, replacement), kind, path: at });
    // The whole input is covered by the generic shapes below.
    if (path.length === 0) {
      if (value && typeof value === "object") {
        for (const key of ["__proto__", "constructor", "prototype"])
          out.push({ label: `(input).${key} = {isAdmin}`, input: withOwnKey(valid, path, key, PROTO), kind: "accept", path: null });
      }
      continue;
    }
    if (typeof value === "string") {
      for (const [label, text] of UNSTORABLE_STRINGS) add(label, text, "unstorable");
      for (const [label, text] of HUGE_STRINGS) add(label, text, "refuse");
      for (const [label, wrong] of WRONG_FOR_STRING) add(label, wrong, "refuse");
      for (const [label, text] of BENIGN_STRINGS) add(label, text, "accept");
    } else if (typeof value === "number") {
      add("NUL string", "\u0000", "unstorable");
      for (const [label, wrong] of WRONG_FOR_NUMBER) add(label, wrong, "refuse");
      for (const [label, number] of FINITE_NUMBERS) add(label, number, "accept");
    } else if (typeof value === "boolean") {
      add("NUL string", "\u0000", "unstorable");
      for (const [label, wrong] of WRONG_FOR_BOOLEAN) add(label, wrong, "refuse");
    } else if (value && typeof value === "object") {
      for (const [label, wrong] of WRONG_FOR_CONTAINER(Array.isArray(value))) add(label, wrong, "refuse");
      if (!Array.isArray(value)) {
        for (const key of ["__proto__", "constructor", "prototype"])
          out.push({ label: `${at}.${key} = {isAdmin}`, input: withOwnKey(valid, path, key, PROTO), kind: "accept", path: null });
        out.push({ label: `${at} with a NUL key`, input: withOwnKey(valid, path, "a\u0000", "x"), kind: "unstorable", path: at });
      } else {
        out.push({
          label: `${at} with a lone surrogate item`,
          input: replaced(valid, [...path, value.length], "\uD800"),
          kind: "unstorable",
          path: `${at}.${value.length}`,
        });
      }
    }
    add("40 levels deep", deep(40), "unstorable");
    add("null", null, "accept");
    add("missing", undefined, "accept");
  }
  return out;
}

/** Shapes sent to every action whatever it takes. */
function genericInputs(valid: unknown): Hostile[] {
  const objectLike = valid !== null && typeof valid === "object";
  // The whole input of the wrong type: refused when the action takes an object (or a string, setLocale).
  const wrongWhole = (label: string, input: unknown): Hostile => ({
    label,
    input,
    kind: typeof input === typeof valid && !objectLike ? "accept" : "refuse",
    path: null,
  });
  return [
    { label: "undefined", input: undefined, kind: "accept", path: null },
    { label: "null", input: null, kind: "accept", path: null },
    wrongWhole("0", 0),
    wrongWhole("-1e308", -1e308),
    wrongWhole("1e308", 1e308),
    wrongWhole("NaN", NaN),
    wrongWhole("Infinity", Infinity),
    wrongWhole("2**53+1", 2 ** 53 + 1),
    wrongWhole("true", true),
    wrongWhole("bigint", BigInt(1)),
    wrongWhole("empty string", ""),
    wrongWhole("a word", "hello"),
    wrongWhole("emoji", "😀"),
    { label: "1 MB string", input: MB, kind: "refuse", path: null },
    { label: "NUL string", input: "\u0000", kind: "unstorable", path: "_form" },
    { label: "lone surrogate string", input: "\uD800", kind: "unstorable", path: "_form" },
    { label: "empty array", input: [], kind: "refuse", path: null },
    { label: "array of the valid input", input: [valid], kind: "refuse", path: null },
    { label: "array of nulls", input: [null, null], kind: "refuse", path: null },
    { label: "NUL in an array", input: ["\u0000"], kind: "unstorable", path: "0" },
    { label: "invalid date", input: new Date(NaN), kind: "accept", path: null },
    { label: "map", input: new Map([["a", 1]]), kind: "accept", path: null },
    { label: "empty object", input: {}, kind: "accept", path: null },
    { label: "null-prototype object", input: Object.assign(Object.create(null) as object, objectLike ? valid : {}), kind: "accept", path: null },
    { label: "JSON __proto__ = {isAdmin}", input: JSON.parse('{"__proto__": {"isAdmin": true}}') as unknown, kind: "accept", path: null },
    { label: "constructor.prototype = {isAdmin}", input: { constructor: { prototype: { isAdmin: true } } }, kind: "accept", path: null },
    { label: "prototype = {isAdmin}", input: { prototype: { isAdmin: true } }, kind: "accept", path: null },
    { label: "NUL key", input: { "\u0000": "x" }, kind: "unstorable", path: "_form" },
    { label: "lone surrogate key", input: { "\uD800": "x" }, kind: "unstorable", path: "_form" },
    { label: "NUL in an unknown field", input: { ...(objectLike ? valid : {}), extra: "a\u0000" }, kind: "unstorable", path: "extra" },
    { label: "10,000 nested objects", input: deep(10_000), kind: "unstorable", path: null },
    { label: "10,000 nested arrays", input: deep(10_000, "x", true), kind: "unstorable", path: null },
    {
      label: "a 100,000-key object",
      input: Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, index])),
      kind: "accept",
      path: null,
    },
  ];
}

// --- The run --------------------------------------------------------------------------------------

type Finding = { action: string; input: string; problem: string };

const findings: Finding[] = [];
let sent = 0;
let unexpected = 0;
let acceptedWrites = 0;
let refusedWrites = 0;
const sentByKind = { unstorable: 0, refuse: 0, accept: 0, forbidden: 0 };
const fuzzed = new Set<string>();
let current: Snapshot;

/** Whether a field error's key is about the mutated field (the rest of the input was valid). */
function aboutField(key: string, path: string | null): boolean {
  if (path === null || path === "" || key === "_form") return true;
  return key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`);
}

function describe_(input: unknown): string {
  try {
    const text = JSON.stringify(input, (_key, value: unknown) => (typeof value === "bigint" ? `${value}n` : value));
    return text === undefined ? String(input) : text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
  } catch {
    return String(input);
  }
}

async function send(action: DiscoveredAction, spec: ActionSpec, hostile: Hostile, who: string, expectedRefusal?: string): Promise<void> {
  sent += 1;
  sentByKind[expectedRefusal ? "forbidden" : hostile.kind] += 1;
  const report = (problem: string) => findings.push({ action: `${action.key} (${who})`, input: `${hostile.label}: ${describe_(hostile.input)}`, problem });
  const logs = captureLogs();
  let result: unknown;
  try {
    result = await action.run(hostile.input);
  } catch (error) {
    logs.restore();
    report(`threw: ${error instanceof Error ? error.message : String(error)}`);
    current = await snapshot();
    return;
  }
  logs.restore();
  const after = await snapshot();
  const changed = changedTables(current, after);
  current = after;

  for (const entry of logs.entries.filter((line) => line.level === "error" || line.level === "fatal"))
    report(`logged an error: ${entry.msg ?? ""} ${describe_(entry.err)}`);
  if (Object.hasOwn(Object.prototype, "isAdmin") || Object.hasOwn(Object.prototype, "role")) report("polluted Object.prototype");
  if (changed.includes("user_roles")) report("changed user_roles");

  const answer = (result ?? {}) as Answer;
  if (answer.error === "errors.unexpected") {
    unexpected += 1;
    report("answered errors.unexpected (a throw reached the pipeline's catch)");
  }
  // The plain functions (setLocale and signOutAction before the builder) only promise not to throw nor write.
  const lenient = spec.plain && answer.ok === false && answer.error === undefined;
  if (!lenient) {
    const problem = contractProblem(result);
    if (problem) report(`broke the result contract: ${problem}`);
  }

  if (expectedRefusal) {
    if (answer.error !== expectedRefusal) report(`expected ${expectedRefusal}, got ${describe_(result)}`);
  } else if (hostile.kind === "unstorable" && !lenient) {
    if (answer.ok !== false || answer.error !== "errors.invalidInput") report(`not refused as unstorable: ${describe_(result)}`);
    else if (hostile.path !== null && !Object.keys(answer.fieldErrors ?? {}).some((key) => aboutField(key, hostile.path)))
      report(`refused on another field: ${describe_(answer.fieldErrors)}`);
    // NUL and lone surrogates are named on their own field (nesting too deep is refused where the walk stopped).
    else if (hostile.path !== null && !hostile.label.includes("deep") && answer.fieldErrors?.[hostile.path] !== "errors.unstorableText") {
      report(`not errors.unstorableText on ${hostile.path}: ${describe_(answer.fieldErrors)}`);
    }
  } else if (hostile.kind === "refuse" && !lenient) {
    if (answer.ok !== false) report(`accepted: ${describe_(result)}`);
    else if (answer.error !== "errors.invalidInput") report(`passed validation (refused later, as ${answer.error})`);
    else {
      const elsewhere = Object.keys(answer.fieldErrors ?? {}).filter((key) => !aboutField(key, hostile.path));
      // The valid input the field was taken from must be valid everywhere else, or the fuzz proves little.
      if (elsewhere.length) report(`refused on other fields too (the base input is not valid?): ${elsewhere.join(", ")}`);
    }
  }

  if (changed.length) {
    // An unknown key is stripped: its payload may not be stored anywhere.
    if (hostile.label.includes("{isAdmin}")) {
      const holding = await tablesHolding(changed, "isAdmin");
      if (holding.length) report(`stored the prototype key's payload in ${holding.join(", ")}`);
    }
    if (hostile.kind === "accept" && !expectedRefusal) acceptedWrites += 1;
    else {
      refusedWrites += 1;
      report(`wrote rows in ${changed.join(", ")}`);
    }
  }
}

let replug = () => {};
let actions: DiscoveredAction[] = [];
const quiet: jest.SpyInstance[] = [];

beforeAll(() => {
  replug = unplugProviders();
  actions = discoverActions();
});
afterAll(() => replug());
beforeEach(() => {
  // Sign-up prints its link and the insights refresh its outcome with console.info: not this test's business.
  quiet.push(
    jest.spyOn(console, "info").mockImplementation(() => {}),
    jest.spyOn(console, "warn").mockImplementation(() => {}),
  );
});
afterEach(() => {
  for (const spy of quiet.splice(0)) spy.mockRestore();
});

/** Signs the caller in, their session row made again if an action ended it ("sign out everywhere" does). */
async function signedInAgain(caller: TestUser | null) {
  if (caller) {
    const row = { id: caller.sessionId, userId: caller.id, expiresAt: new Date(Date.now() + 3_600_000) };
    await db.userSession.upsert({ where: { id: caller.sessionId }, create: row, update: {} });
  }
  signInAs(caller);
}

async function fuzzAll(filter: (spec: ActionSpec) => boolean, caller: TestUser | null, context: InputContext, who: string) {
  for (const action of actions) {
    const spec = specOf(action);
    if (!filter(spec)) continue;
    fuzzed.add(action.key);
    // The limits count per user or address: reset per action, so every input reaches validation and
    // the accepted ones reach the handler (a rate-limit refusal would be a fine answer, but a shallow one).
    await db.rateLimitCounter.deleteMany();
    mockJar.clear();
    await signedInAgain(caller);
    const valid = spec.valid(context);
    let inputs = [...fieldInputs(valid), ...genericInputs(valid)];
    // A provider is reached once the input is valid: such actions get only what must be refused.
    if (spec.provider) inputs = inputs.filter((input) => input.kind !== "accept");
    current = await snapshot();
    for (const hostile of inputs) {
      // An accepted "sign out everywhere" ends the caller's session: the next input starts signed in again.
      if (caller && !(await db.userSession.findUnique({ where: { id: caller.sessionId } }))) {
        await signedInAgain(caller);
        current = await snapshot();
      }
      await send(action, spec, hostile, who);
    }
  }
}

describe("hostile inputs", () => {
  let context: InputContext;
  let seller: TestUser;

  beforeAll(async () => {
    expect(unclassified(actions)).toEqual([]);
    const user = (seller = await makeUser({ label: "fuzz" }));
    const campaign = await db.campaign.create({
      data: {
        userId: user.id,
        projectName: "Fuzz",
        productName: "Tênis",
        dailyBudget: 4000,
        adSetsConfig: [
          { id: "1", name: "Conjunto 1", title: "Corra", primaryText: "Conforto.", audience: ["Corrida"], metaInterests: [], budget: 4000, enabled: true },
        ],
      },
    });
    context = { userId: user.id, campaignId: campaign.id, jobId: crypto.randomUUID(), today };
    signInAs(user);
  });

  it("the valid inputs are valid (so each hostile one tests its own field)", async () => {
    const user = await makeUser({ label: "probe" });
    const admin = await makeUser({ label: "probe-admin", admin: true });
    const campaign = await db.campaign.create({ data: { userId: user.id, projectName: "Probe", dailyBudget: 4000, adSetsConfig: [] } });
    const probe = { ...context, userId: user.id, campaignId: campaign.id };
    const invalid: string[] = [];
    for (const action of actions) {
      const spec = specOf(action);
      // Providers are not called with a valid input; their base is checked by the field errors above instead.
      if (spec.provider) continue;
      await db.rateLimitCounter.deleteMany();
      signInAs(spec.access === "admin" ? admin : spec.access === "user" ? user : null);
      const result = (await action.run(spec.valid(probe))) as Answer;
      if (result.ok === false && result.error === "errors.invalidInput") invalid.push(`${action.key}: ${describe_(result.fieldErrors)}`);
    }
    expect(invalid).toEqual([]);
  });

  it("to the user and public actions: no throw, a contract answer, no row from what must be refused", async () => {
    const user = seller;
    await fuzzAll((spec) => spec.access === "user", user, context, "signed-in user");
    await fuzzAll((spec) => spec.access === "public", null, context, "no session");
  });

  it("to the admin actions, as an admin (and refused to a non-admin, whatever the input)", async () => {
    const admin = await makeUser({ label: "fuzz-admin", admin: true });
    await fuzzAll((spec) => spec.access === "admin", admin, context, "admin");
    // As the plain user: every shape is refused by the role check before anything else.
    await signedInAgain(seller);
    for (const action of actions.filter((item) => specOf(item).access === "admin")) {
      current = await snapshot();
      for (const hostile of genericInputs(specOf(action).valid(context))) await send(action, specOf(action), hostile, "non-admin", "errors.forbidden");
    }
  });

  it("the figure: 0 unexpected, 0 rows from refused inputs", () => {
    console.log(
      `[fuzz] sent ${sent} inputs to ${fuzzed.size} actions: ${unexpected} unexpected, ${refusedWrites} wrote rows though they must be refused, ` +
        `${acceptedWrites} accepted by design wrote rows, ${findings.length} findings ` +
        `(${sentByKind.unstorable} unstorable, ${sentByKind.refuse} of a wrong type or 1 MB, ${sentByKind.accept} acceptable by design, ${sentByKind.forbidden} to admin actions as a non-admin)`,
    );
    for (const finding of findings.slice(0, 200)) console.log(`[fuzz] ${finding.action} ← ${finding.input}: ${finding.problem}`);
    expect(fuzzed.size).toBe(actions.length);
    expect(unexpected).toBe(0);
    expect(refusedWrites).toBe(0);
    expect(findings).toEqual([]);
  });
});
