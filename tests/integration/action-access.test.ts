import { mockJar } from "./action-request";
import { db } from "@/lib/db";
import { enqueueImage } from "@/lib/jobs/enqueue";
import { metaTokenContext } from "@/lib/meta/config";
import { newOAuthState, STATE_COOKIE } from "@/lib/meta/oauth";
import { encryptSecret } from "@/lib/security/crypto";
import {
  campaignEditValues,
  changedTables,
  discoverActions,
  makeUser,
  PUBLISH_SELECTION,
  saveCampaignInput,
  serverActionFiles,
  signInAs,
  snapshot,
  specOf,
  stale,
  today,
  unclassified,
  unplugProviders,
  wizardDraftInput,
  ACTIONS,
  type DiscoveredAction,
  type InputContext,
} from "./action-catalog";

// Issue 13, "Tests and figures": every exported server action refuses a caller without a session, an
// admin action refuses a signed-in user without the admin role, and an action given another user's row
// id refuses it (or reads it as absent) and leaves that row as it was. The actions are found by reading
// the "use server" modules, so a new one is covered (and must be classified in action-catalog.ts).

jest.setTimeout(60_000);

type Check = { name: string; passed: boolean; detail: string };
const refusals: Check[] = [];
const isolation: Check[] = [];
const publicReach: Check[] = [];

let actions: DiscoveredAction[];
let replug = () => {};

beforeAll(() => {
  replug = unplugProviders();
  actions = discoverActions();
});
afterAll(() => replug());
beforeEach(async () => {
  mockJar.clear();
  await db.rateLimitCounter.deleteMany();
});

const byName = (name: string): DiscoveredAction => {
  const found = actions.find((action) => action.name === name);
  if (!found) throw new Error(`no exported action ${name}`);
  return found;
};

const contextFor = (userId: string, campaignId: string): InputContext => ({ userId, campaignId, jobId: crypto.randomUUID(), today });

describe("the server actions' table", () => {
  it('classifies every export of every "use server" module, and nothing else', () => {
    expect(serverActionFiles().length).toBeGreaterThan(0);
    expect(unclassified(actions)).toEqual([]);
    expect(stale(actions)).toEqual([]);
    // Exactly these need no session: a new public action is a decision to make here, not by accident.
    const publicOnes = actions
      .filter((action) => specOf(action).access === "public")
      .map((action) => action.name)
      .sort();
    expect(publicOnes).toEqual([
      "confirmEmailAction",
      "requestPasswordResetAction",
      "resendConfirmationAction",
      "resetPasswordAction",
      "sendContactMessage",
      "setLocale",
      "signInAction",
      "signOutAction",
      "signUpAction",
    ]);
  });
});

describe("guards", () => {
  it("refuse every user and admin action without a session, writing nothing", async () => {
    const owner = await makeUser({ label: "owner" });
    const campaign = await db.campaign.create({ data: { userId: owner.id, projectName: "Mine" } });
    const context = contextFor(owner.id, campaign.id);
    signInAs(null);
    const failures: string[] = [];
    for (const action of actions) {
      const spec = specOf(action);
      if (spec.access === "public") continue;
      const before = await snapshot();
      const result = await action.run(spec.valid(context));
      const changed = changedTables(before, await snapshot());
      const passed = isEqual(result, { ok: false, error: "errors.unauthorized" }) && changed.length === 0;
      refusals.push({ name: `${action.name} without a session`, passed, detail: `${JSON.stringify(result)}; changed: ${changed.join(", ") || "nothing"}` });
      if (!passed) failures.push(`${action.key}: ${JSON.stringify(result)}, changed ${changed.join(", ") || "nothing"}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuse every admin action to a signed-in user without the admin role, writing nothing", async () => {
    const user = await makeUser({ label: "seller" });
    const campaign = await db.campaign.create({ data: { userId: user.id, projectName: "Mine" } });
    const context = contextFor(user.id, campaign.id);
    // The session claims admin (signInAs does): the role table says otherwise, and wins.
    signInAs(user);
    const failures: string[] = [];
    for (const action of actions) {
      const spec = specOf(action);
      if (spec.access !== "admin") continue;
      const before = await snapshot();
      const result = await action.run(spec.valid(context));
      const changed = changedTables(before, await snapshot());
      const passed = isEqual(result, { ok: false, error: "errors.forbidden" }) && changed.length === 0;
      refusals.push({ name: `${action.name} as a non-admin`, passed, detail: JSON.stringify(result) });
      if (!passed) failures.push(`${action.key}: ${JSON.stringify(result)}, changed ${changed.join(", ") || "nothing"}`);
    }
    expect(failures).toEqual([]);
  });

  it("let a visitor without a session reach the public actions", async () => {
    // Sign-up prints the confirmation link with console.info in development: not this test's business.
    const quiet = jest.spyOn(console, "info").mockImplementation(() => {});
    signInAs(null);
    const failures: string[] = [];
    for (const action of actions) {
      const spec = specOf(action);
      if (spec.access !== "public") continue;
      const result = (await action.run(spec.valid(contextFor(crypto.randomUUID(), crypto.randomUUID())))) as { error?: unknown } | undefined;
      const passed = result?.error !== "errors.unauthorized" && result?.error !== "errors.forbidden";
      publicReach.push({ name: action.name, passed, detail: JSON.stringify(result) });
      if (!passed) failures.push(`${action.key}: ${JSON.stringify(result)}`);
    }
    quiet.mockRestore();
    expect(failures).toEqual([]);
  });
});

// --- Another user's rows -------------------------------------------------------------------------

type Victim = Awaited<ReturnType<typeof makeVictim>>;

/** A user with a linked Meta account, campaigns in every state, a publish run, a wizard draft, an image job and saved regulation ids. */
async function makeVictim() {
  const user = await makeUser({ label: "victim" });
  await db.profile.update({
    where: { userId: user.id },
    data: {
      fullName: "Victim",
      metaAccessToken: encryptSecret("victim-meta-token", metaTokenContext(user.id)),
      metaTokenExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      metaUserId: "10150000000000001",
      metaAdAccountId: PUBLISH_SELECTION.adAccountId,
      metaRegulationIdentities: { [PUBLISH_SELECTION.adAccountId]: { beneficiaryId: "11111111111", payerId: "22222222222" } },
    },
  });
  const sets = [
    { id: "1", name: "Conjunto 1", title: "Corra", primaryText: "Conforto.", audience: ["Corrida"], metaInterests: [], budget: 2500, enabled: true },
  ];
  const base = {
    userId: user.id,
    projectName: "Victim's",
    productName: "Tênis",
    productUrl: "https://loja.example/tenis",
    dailyBudget: 2500,
    adSetsConfig: sets,
    metaAdAccountId: PUBLISH_SELECTION.adAccountId,
    metaPageId: PUBLISH_SELECTION.pageId,
  };
  const active = await db.campaign.create({ data: { ...base, status: "active", metaCampaignId: "120200000000001", metaEffectiveStatus: "ACTIVE" } });
  // A WhatsApp campaign with a marked sale (issue 34, "Vendi!").
  const whatsapp = await db.campaign.create({
    data: { ...base, status: "active", destination: "whatsapp", whatsappMessage: "Oi!", metaCampaignId: "120200000000003" },
  });
  const sale = await db.campaignSale.create({ data: { campaignId: whatsapp.id, userId: user.id, amount: 29_990, currency: "BRL" } });
  const paused = await db.campaign.create({ data: { ...base, status: "paused", metaCampaignId: "120200000000002", metaEffectiveStatus: "PAUSED" } });
  const archived = await db.campaign.create({ data: { ...base, status: "archived" } });
  const draft = await db.campaign.create({ data: { ...base, status: "draft", startDate: new Date(`${today(10)}T00:00:00Z`) } });
  await db.metaPublishRun.create({
    data: { campaignId: draft.id, userId: user.id, status: "failed", step: "adset", state: {}, error: { error: "errors.unexpected" } },
  });
  await db.wizardDraft.create({ data: { userId: user.id, state: { step: 2, url: "https://loja.example/victim" } } });
  const jobId = await enqueueImage({ userId: user.id, prompt: "the victim's prompt" });
  return { user, active, paused, archived, draft, whatsapp, sale, jobId };
}

/** Everything of the victim's an attacker's call could change: their campaigns, profile, draft, runs and jobs. */
async function victimState(victim: Victim) {
  const userId = victim.user.id;
  const [campaigns, sales, profile, draft, runs, jobs] = await Promise.all([
    db.campaign.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.campaignSale.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.profile.findUnique({ where: { userId } }),
    db.wizardDraft.findUnique({ where: { userId } }),
    db.metaPublishRun.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.$queryRawUnsafe<{ id: string; state: string }[]>(`SELECT id::text, state::text FROM pgboss.job WHERE data->>'userId' = $1 ORDER BY id`, userId),
  ]);
  return JSON.stringify({ campaigns, sales, profile, draft, runs, jobs });
}

type OwnershipCase = {
  action: string;
  what: string;
  /** "refused": an error, or the row read as absent; "isolated": the call may succeed, on the caller's own rows only. */
  kind: "refused" | "isolated";
  input: (victim: Victim, attacker: { id: string }, context: InputContext) => unknown;
  expected: (victim: Victim) => unknown;
  /** Before the call (as the attacker's browser would hold it). */
  arrange?: (victim: Victim, attacker: { id: string }) => void;
  /** The attacker's own campaigns may not grow either (a copy, a new save). */
  attackerCampaignsFixed?: boolean;
};

const notFound = { ok: false, error: "campaigns.errors.notFound" };

const OWNERSHIP: OwnershipCase[] = [
  ...(
    [
      ["pause", "active"],
      ["activate", "paused"],
      ["duplicate", "draft"],
      ["delete", "active"],
      ["archive", "active"],
      ["restore", "archived"],
    ] as const
  ).map(([verb, which]): OwnershipCase => ({
    action: "manageCampaignAction",
    what: `${verb} another user's ${which} campaign`,
    kind: "refused",
    input: (victim) => ({ action: verb, campaignId: victim[which].id, ...(verb === "delete" ? { atMeta: "delete" } : {}) }),
    expected: () => notFound,
    attackerCampaignsFixed: true,
  })),
  {
    action: "updateCampaignAction",
    what: "edit another user's campaign",
    kind: "refused",
    input: (victim, _attacker, context) => ({ campaignId: victim.draft.id, values: { ...campaignEditValues(context), projectName: "Hijacked" } }),
    expected: () => notFound,
  },
  {
    action: "markSaleAction",
    what: "mark a sale on another user's WhatsApp campaign",
    kind: "refused",
    input: (victim) => ({ campaignId: victim.whatsapp.id, amount: "100,00" }),
    expected: () => notFound,
  },
  {
    action: "removeSaleAction",
    what: "remove another user's marked sale",
    kind: "refused",
    input: (victim) => ({ saleId: victim.sale.id }),
    expected: () => ({ ok: false, error: "sales.errors.notFound" }),
  },
  {
    action: "openCampaignInWizardAction",
    what: "open another user's campaign in the caller's wizard",
    kind: "refused",
    input: (victim) => ({ campaignId: victim.draft.id }),
    expected: () => notFound,
  },
  {
    action: "saveCampaignAction",
    what: "save the wizard over another user's campaign",
    kind: "refused",
    input: (victim, _attacker, context) => ({
      ...saveCampaignInput(context, victim.draft.id),
      config: { ...saveCampaignInput(context).config, projectName: "Hijacked" },
    }),
    expected: () => notFound,
    attackerCampaignsFixed: true,
  },
  {
    action: "saveCampaignAction",
    what: "save a campaign whose creative is another user's file",
    kind: "refused",
    input: (victim, _attacker, context) => {
      const input = saveCampaignInput(context, undefined);
      input.creatives[0]!.url = `/api/uploads/media/${victim.user.id}/1.jpg`;
      return input;
    },
    expected: () => ({ ok: false, error: "wizard.save.errors.foreignMedia" }),
    attackerCampaignsFixed: true,
  },
  {
    action: "saveCampaignAction",
    what: "save a campaign whose creative climbs out of the caller's folder into another user's (../)",
    kind: "refused",
    input: (victim, attacker, context) => {
      const input = saveCampaignInput(context, undefined);
      input.creatives[0]!.url = `/api/uploads/media/${attacker.id}/../${victim.user.id}/1.jpg`;
      return input;
    },
    expected: () => ({ ok: false, error: "wizard.save.errors.foreignMedia" }),
    attackerCampaignsFixed: true,
  },
  {
    action: "publishCampaignAction",
    what: "publish another user's campaign",
    kind: "refused",
    input: (victim) => ({ campaignId: victim.draft.id, ...PUBLISH_SELECTION }),
    expected: () => notFound,
  },
  {
    action: "getPublishRunAction",
    what: "read another user's publish run",
    kind: "refused",
    input: (victim) => ({ campaignId: victim.draft.id }),
    expected: () => ({ ok: true, data: null }),
  },
  {
    action: "getImageJobAction",
    what: "read another user's image job",
    kind: "refused",
    input: (victim) => ({ jobId: victim.jobId }),
    // Another user's job reads as a failed one, never as theirs (it is queued).
    expected: () => ({ ok: true, data: { state: "failed", error: "wizard.image.errors.failed" } }),
  },
  {
    action: "loadRegulationAction",
    what: "read the regulation ids another user saved for an ad account",
    kind: "refused",
    input: () => ({ adAccountId: PUBLISH_SELECTION.adAccountId }),
    expected: () => ({ ok: true, data: { identities: null, source: "none" } }),
  },
  {
    action: "saveRegulationAction",
    what: "save regulation ids for another user's ad account (stored in the caller's own profile)",
    kind: "isolated",
    input: () => ({ adAccountId: PUBLISH_SELECTION.adAccountId, beneficiaryId: "99999999999", payerId: "88888888888" }),
    expected: () => ({ ok: true, data: { saved: true } }),
  },
  {
    action: "saveWizardDraftAction",
    what: "keep another user's campaign id in the caller's own draft (saving it is refused above)",
    kind: "isolated",
    input: (victim, _attacker, context) => wizardDraftInput(context, victim.draft.id),
    expected: () => ({ ok: true, data: null }),
  },
  {
    action: "completeMetaConnectionAction",
    what: "complete the Meta connection with another user's state and cookie",
    kind: "refused",
    arrange: (victim) => {
      const { state, cookie } = newOAuthState(victim.user.id);
      mockJar.set(STATE_COOKIE, cookie);
      mockJar.set("victim-state", state);
    },
    input: () => ({ code: "AQB-stolen-code", state: mockJar.get("victim-state") }),
    expected: () => ({ ok: false, error: "meta.errors.stateMismatch" }),
  },
  // Actions without an id act on the caller's own rows only.
  {
    action: "disconnectMetaAction",
    what: "disconnect Meta (the victim stays connected)",
    kind: "isolated",
    input: () => ({}),
    expected: () => ({ ok: true, data: null }),
  },
  {
    action: "clearWizardDraftAction",
    what: "clear the wizard draft (the victim's stays)",
    kind: "isolated",
    input: () => ({}),
    expected: () => ({ ok: true, data: null }),
  },
  {
    action: "updateProfileName",
    what: "rename (the victim keeps their name)",
    kind: "isolated",
    input: () => ({ fullName: "Attacker" }),
    expected: () => ({ ok: true, data: { fullName: "Attacker" } }),
  },
];

describe("another user's row ids", () => {
  it("are covered for every action that takes one", () => {
    const covered = new Set(OWNERSHIP.map((check) => check.action));
    const needing = actions.filter((action) => specOf(action).ownRowIds).map((action) => action.name);
    expect(needing.filter((name) => !covered.has(name))).toEqual([]);
    // Every case names a real action.
    expect([...covered].filter((name) => !actions.some((action) => action.name === name))).toEqual([]);
    expect(Object.values(ACTIONS).filter((spec) => spec.ownRowIds).length).toBeGreaterThan(0);
  });

  it("are refused or read as absent, and the other user's rows stay as they were", async () => {
    const victim = await makeVictim();
    const failures: string[] = [];
    for (const check of OWNERSHIP) {
      // A fresh attacker per check: one case's accepted write (a renamed profile) cannot hide the next one's.
      const attacker = await makeUser({ label: "attacker" });
      const own = await db.campaign.create({ data: { userId: attacker.id, projectName: "Attacker's" } });
      const context = contextFor(attacker.id, own.id);
      mockJar.clear();
      check.arrange?.(victim, attacker);
      signInAs(attacker);
      const victimBefore = await victimState(victim);
      const attackerCampaigns = await db.campaign.count({ where: { userId: attacker.id } });
      const result = await byName(check.action).run(check.input(victim, attacker, context));
      const victimUnchanged = (await victimState(victim)) === victimBefore;
      const campaignsFixed = !check.attackerCampaignsFixed || (await db.campaign.count({ where: { userId: attacker.id } })) === attackerCampaigns;
      const answered = isEqual(result, check.expected(victim));
      const passed = answered && victimUnchanged && campaignsFixed;
      const detail = `${JSON.stringify(result)}${victimUnchanged ? "" : "; the victim's rows changed"}${campaignsFixed ? "" : "; the attacker gained a campaign"}`;
      (check.kind === "refused" ? refusals : isolation).push({ name: `${check.action}: ${check.what}`, passed, detail });
      if (!passed) failures.push(`${check.action}: ${check.what} → ${detail} (expected ${JSON.stringify(check.expected(victim))})`);
    }
    expect(failures).toEqual([]);
  });
});

describe("the figure", () => {
  it("is 100%", () => {
    const refused = refusals.filter((check) => check.passed).length;
    const isolated = isolation.filter((check) => check.passed).length;
    const reached = publicReach.filter((check) => check.passed).length;
    console.log(
      `[access] refused ${refused}/${refusals.length} (no session, non-admin on admin actions, another user's row id) over ${actions.length} exported actions; ` +
        `another user's rows untouched by the caller's own writes ${isolated}/${isolation.length}; public actions reachable without a session ${reached}/${publicReach.length}`,
    );
    for (const check of [...refusals, ...isolation].filter((item) => !item.passed)) console.log(`[access] NOT refused: ${check.name}: ${check.detail}`);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refused).toBe(refusals.length);
    expect(isolated).toBe(isolation.length);
    expect(reached).toBe(publicReach.length);
  });
});

function isEqual(actual: unknown, expected: unknown): boolean {
  return JSON.stringify(sortKeys(actual)) === JSON.stringify(sortKeys(expected));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, child]) => [key, sortKeys(child)]),
    );
  return value;
}
