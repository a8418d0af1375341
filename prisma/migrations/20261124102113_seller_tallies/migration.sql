-- CreateTable
CREATE TABLE "seller_tallies" (
    "user_id" UUID NOT NULL,
    "campaigns" INTEGER NOT NULL DEFAULT 0,
    "linked" INTEGER NOT NULL DEFAULT 0,
    "by_status" JSONB NOT NULL DEFAULT '{}',
    "insights" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "seller_tallies_pkey" PRIMARY KEY ("user_id")
);

-- The tallies are kept by the database itself, so every write path (the app, the jobs, an admin's
-- deletion, a cascade) keeps them right. One row per seller: a transaction locks at most its seller's
-- row, so two transactions on one seller's campaigns queue instead of deadlocking. The functions keep
-- the schema they were made in (SET search_path FROM CURRENT): a restore runs with an empty path.

-- Adds one campaign to its seller's tally (p_sign 1) or takes it away (-1). Taking away only updates:
-- a seller being deleted may have lost the row already.
CREATE FUNCTION "seller_tally_campaign"(p_seller UUID, p_status TEXT, p_linked BOOLEAN, p_sign INTEGER) RETURNS VOID
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF p_sign > 0 THEN
    INSERT INTO "seller_tallies" AS t ("user_id", "campaigns", "linked", "by_status")
    VALUES (p_seller, 1, p_linked::INTEGER, jsonb_build_object(p_status, 1))
    ON CONFLICT ("user_id") DO UPDATE SET
      "campaigns" = t."campaigns" + 1,
      "linked" = t."linked" + p_linked::INTEGER,
      "by_status" = t."by_status" || jsonb_build_object(p_status, COALESCE((t."by_status" ->> p_status)::INTEGER, 0) + 1);
  ELSE
    UPDATE "seller_tallies" AS t SET
      "campaigns" = t."campaigns" - 1,
      "linked" = t."linked" - p_linked::INTEGER,
      "by_status" = t."by_status" || jsonb_build_object(p_status, COALESCE((t."by_status" ->> p_status)::INTEGER, 0) - 1)
    WHERE t."user_id" = p_seller;
  END IF;
END $$;

-- Adds one campaign's insight row to its seller's sums for that currency, or takes it away.
CREATE FUNCTION "seller_tally_insight"(p_seller UUID, p_currency TEXT, p_impressions BIGINT, p_spend BIGINT, p_roas DOUBLE PRECISION, p_sign INTEGER) RETURNS VOID
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  known JSONB;
BEGIN
  IF p_seller IS NULL THEN RETURN; END IF;
  SELECT COALESCE(t."insights" -> p_currency, '{}') INTO known FROM "seller_tallies" AS t WHERE t."user_id" = p_seller FOR UPDATE;
  IF NOT FOUND THEN
    IF p_sign < 0 THEN RETURN; END IF;
    INSERT INTO "seller_tallies" ("user_id") VALUES (p_seller) ON CONFLICT ("user_id") DO NOTHING;
    known := '{}';
  END IF;
  UPDATE "seller_tallies" AS t SET "insights" = t."insights" || jsonb_build_object(p_currency, jsonb_build_object(
    'rows', COALESCE((known ->> 'rows')::INTEGER, 0) + p_sign,
    'impressions', COALESCE((known ->> 'impressions')::BIGINT, 0) + p_sign * p_impressions,
    'spend', COALESCE((known ->> 'spend')::BIGINT, 0) + p_sign * p_spend,
    'roasSum', COALESCE((known ->> 'roasSum')::DOUBLE PRECISION, 0) + p_sign * COALESCE(p_roas, 0),
    'roasCount', COALESCE((known ->> 'roasCount')::INTEGER, 0) + CASE WHEN p_roas IS NULL THEN 0 ELSE p_sign END))
  WHERE t."user_id" = p_seller;
END $$;

CREATE FUNCTION "seller_tallies_campaigns"() RETURNS TRIGGER
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  insight RECORD;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "seller_tally_campaign"(OLD."user_id", OLD."status"::TEXT, OLD."meta_campaign_id" IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "seller_tally_campaign"(NEW."user_id", NEW."status"::TEXT, NEW."meta_campaign_id" IS NOT NULL, 1);
  END IF;
  -- A campaign that goes takes its insight row out of the sums here: by the time the cascade deletes
  -- that row, the campaign (and so its seller) can no longer be found from it. A campaign that changes
  -- hands moves its sums with it.
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id") THEN
    FOR insight IN SELECT * FROM "campaign_insights" WHERE "campaign_id" = OLD."id" LOOP
      PERFORM "seller_tally_insight"(OLD."user_id", insight."currency"::TEXT, insight."impressions", insight."spend", insight."roas", -1);
      IF TG_OP = 'UPDATE' THEN
        PERFORM "seller_tally_insight"(NEW."user_id", insight."currency"::TEXT, insight."impressions", insight."spend", insight."roas", 1);
      END IF;
    END LOOP;
  END IF;
  -- A BEFORE DELETE trigger that returned NULL would cancel the deletion.
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION "seller_tallies_insights"() RETURNS TRIGGER
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "seller_tally_insight"((SELECT "user_id" FROM "campaigns" WHERE "id" = OLD."campaign_id"), OLD."currency"::TEXT, OLD."impressions", OLD."spend", OLD."roas", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "seller_tally_insight"((SELECT "user_id" FROM "campaigns" WHERE "id" = NEW."campaign_id"), NEW."currency"::TEXT, NEW."impressions", NEW."spend", NEW."roas", 1);
  END IF;
  RETURN NULL;
END $$;

-- BEFORE DELETE: the campaign's insight row must still be there to be taken out of the sums.
CREATE TRIGGER "seller_tallies_campaign_deleted" BEFORE DELETE ON "campaigns"
  FOR EACH ROW EXECUTE FUNCTION "seller_tallies_campaigns"();
CREATE TRIGGER "seller_tallies_campaign_added" AFTER INSERT ON "campaigns"
  FOR EACH ROW EXECUTE FUNCTION "seller_tallies_campaigns"();
CREATE TRIGGER "seller_tallies_campaign_changed" AFTER UPDATE OF "user_id", "status", "meta_campaign_id" ON "campaigns"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR (OLD."meta_campaign_id" IS NULL) <> (NEW."meta_campaign_id" IS NULL))
  EXECUTE FUNCTION "seller_tallies_campaigns"();
CREATE TRIGGER "seller_tallies_insight_changed" AFTER INSERT OR DELETE OR UPDATE OF "campaign_id", "currency", "impressions", "spend", "roas" ON "campaign_insights"
  FOR EACH ROW EXECUTE FUNCTION "seller_tallies_insights"();

-- A deleted seller's row goes with them. (Their campaigns, deleted by the cascade, only ever update it.)
CREATE FUNCTION "seller_tallies_user_deleted"() RETURNS TRIGGER
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM "seller_tallies" WHERE "user_id" = OLD."id";
  RETURN NULL;
END $$;
CREATE TRIGGER "seller_tallies_user_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "seller_tallies_user_deleted"();

-- The tallies of the campaigns already there.
INSERT INTO "seller_tallies" ("user_id", "campaigns", "linked", "by_status", "insights")
SELECT counts."user_id", counts."campaigns", counts."linked", counts."by_status", COALESCE(sums."insights", '{}')
FROM (
  SELECT "user_id", SUM(n)::INTEGER AS "campaigns", SUM(l)::INTEGER AS "linked", jsonb_object_agg("status", n) AS "by_status"
  FROM (SELECT "user_id", "status"::TEXT AS "status", COUNT(*) AS n, COUNT("meta_campaign_id") AS l FROM "campaigns" GROUP BY 1, 2) AS per_status
  GROUP BY "user_id"
) AS counts
LEFT JOIN (
  SELECT "user_id", jsonb_object_agg("currency", jsonb_build_object('rows', n, 'impressions', impressions, 'spend', spend, 'roasSum', "roasSum", 'roasCount', "roasCount")) AS "insights"
  FROM (
    SELECT c."user_id", i."currency"::TEXT AS "currency", COUNT(*) AS n, SUM(i."impressions") AS impressions, SUM(i."spend") AS spend,
      COALESCE(SUM(i."roas"), 0) AS "roasSum", COUNT(i."roas") AS "roasCount"
    FROM "campaign_insights" AS i JOIN "campaigns" AS c ON c."id" = i."campaign_id"
    GROUP BY 1, 2
  ) AS per_currency
  GROUP BY "user_id"
) AS sums ON sums."user_id" = counts."user_id";
