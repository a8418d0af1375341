import pg from "pg";
import { E2E_DATABASE_URL } from "./env";

// The tests' own connection to the app's PostgreSQL database, to set up campaigns and plans.
// Plain SQL: the generated Prisma client is an ES module that Playwright's loader cannot run.
let pool: pg.Pool | undefined;

function testDb(): pg.Pool {
  if (!E2E_DATABASE_URL) {
    throw new Error("These tests need the app on PostgreSQL: run them with `npm test` or `npm run test:e2e`.");
  }
  pool ??= new pg.Pool({ connectionString: E2E_DATABASE_URL, max: 2 });
  return pool;
}

/**
 * A confirmed account, as signing up and following the mailed link leave it: the user (argon2 hash of
 * `password`, confirmed now) and its profile with the schema's defaults (free plan). For tests whose
 * subject is not signing up; e2e/accounts.spec.ts walks that path through the pages.
 */
export async function insertConfirmedAccount(email: string, passwordHash: string, fullName: string): Promise<void> {
  await testDb().query(
    `WITH account AS (
       INSERT INTO users (id, email, password_hash, email_verified_at, password_changed_at)
       VALUES (gen_random_uuid(), $1, $2, now(), now()) RETURNING id)
     INSERT INTO profiles (id, user_id, full_name, updated_at) SELECT gen_random_uuid(), id, $3, now() FROM account`,
    [email, passwordHash, fullName],
  );
}

/** Makes an account an admin (the role an admin grants in the users tab). */
export async function grantAdmin(email: string): Promise<void> {
  await testDb().query(
    `INSERT INTO user_roles (id, user_id, role) SELECT gen_random_uuid(), id, 'admin'::"AppRole" FROM users WHERE email = $1 ON CONFLICT DO NOTHING`,
    [email],
  );
}

/** Moves the expiry of an account's stored Meta token (as Meta's long-lived token nears its end). */
export async function setMetaTokenExpiry(email: string, expiresAt: Date): Promise<void> {
  await testDb().query(
    "UPDATE profiles SET meta_token_expires_at = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1) AND meta_access_token IS NOT NULL",
    [email, expiresAt],
  );
}

export async function userIdOf(email: string): Promise<string> {
  const { rows } = await testDb().query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0].id;
}

type SeedCampaign = {
  productName?: string;
  status?: "draft" | "active" | "paused" | "published" | "archived";
  metaCampaignId?: string;
  metaAdAccountId?: string;
  headline?: string;
  campaignObjective?: "traffic" | "conversions";
  cta?: string;
};

export async function seedCampaigns(email: string, campaigns: SeedCampaign[]) {
  const userId = await userIdOf(email);
  for (const [index, campaign] of campaigns.entries()) {
    // Distinct creation times keep the newest-first order predictable.
    await testDb().query(
      `INSERT INTO campaigns (id, user_id, product_name, headline, status, meta_campaign_id, created_at, updated_at, campaign_objective, cta, meta_ad_account_id)
       VALUES (gen_random_uuid(), $1, $2, $3, $4::"CampaignStatus", $5, $6, now(), $7, $8, $9)`,
      [
        userId,
        campaign.productName ?? null,
        campaign.headline ?? null,
        campaign.status ?? "draft",
        campaign.metaCampaignId ?? null,
        new Date(Date.now() - (campaigns.length - index) * 1000),
        campaign.campaignObjective ?? null,
        campaign.cta ?? null,
        campaign.metaAdAccountId ?? null,
      ],
    );
  }
}

export async function setPlan(email: string, plan: { campaignLimit: number; planType: "free" | "starter" | "pro"; planExpiresAt?: Date | null }) {
  await testDb().query(`UPDATE profiles SET plan_type = $2::"PlanType", campaign_limit = $3, plan_expires_at = $4, updated_at = now() WHERE user_id = $1`, [
    await userIdOf(email),
    plan.planType,
    plan.campaignLimit,
    plan.planExpiresAt ?? null,
  ]);
}

/** The cached Meta insights of a user's campaigns (000 §7), newest campaign first. */
export async function insightsOf(email: string): Promise<{ impressions: number; clicks: number; spend: number }[]> {
  const { rows } = await testDb().query<{ impressions: number; clicks: number; spend: number }>(
    `SELECT i.impressions, i.clicks, i.spend FROM campaign_insights i JOIN campaigns c ON c.id = i.campaign_id WHERE c.user_id = $1 ORDER BY c.created_at DESC`,
    [await userIdOf(email)],
  );
  return rows;
}

/** Removes an admin setting, so a test starts from the server's environment value (the admin list reloads the app's cache). */
export async function clearAdminSetting(key: string) {
  await testDb().query("DELETE FROM admin_settings WHERE key = $1", [key]);
}

export async function campaignIdsOf(email: string): Promise<string[]> {
  const { rows } = await testDb().query<{ id: string }>("SELECT id FROM campaigns WHERE user_id = $1 ORDER BY created_at", [await userIdOf(email)]);
  return rows.map((row) => row.id);
}

/** The publish runs of a campaign (001 §4: one per campaign). */
export async function publishRunsOf(campaignId: string): Promise<{ status: string; step: string }[]> {
  const { rows } = await testDb().query<{ status: string; step: string }>("SELECT status, step FROM meta_publish_runs WHERE campaign_id = $1", [campaignId]);
  return rows;
}

/** The wizard's draft kept on the server for a user (its step, campaign and configuration), or null. */
export async function wizardDraftOf(email: string): Promise<{ step: number; campaignId: string | null; config: { dailyBudget: number } | null } | null> {
  const { rows } = await testDb().query<{ state: never }>("SELECT state FROM wizard_drafts WHERE user_id = $1", [await userIdOf(email)]);
  return rows[0]?.state ?? null;
}
