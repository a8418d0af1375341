-- AlterTable
ALTER TABLE "campaign_insights" ADD COLUMN     "link_clicks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "purchase_value" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "campaign_insights_daily" ADD COLUMN     "link_clicks" INTEGER NOT NULL DEFAULT 0;

-- Issue 30, "Honest money": the dashboard's ROAS is the seller's purchase value ÷ their spend, so each
-- seller's tally sums the purchase value per currency, in place of a sum and a count of the campaigns'
-- ROAS (whose mean left out a campaign with spend and no purchases). The functions and the trigger of
-- migration seller_tallies are replaced; their rules (one row per seller, SET search_path FROM CURRENT,
-- a campaign's deletion taking its insight row out) are the same.
DROP TRIGGER "seller_tallies_insight_changed" ON "campaign_insights";
DROP FUNCTION "seller_tally_insight"(UUID, TEXT, BIGINT, BIGINT, DOUBLE PRECISION, INTEGER);

-- Until the next sync reads the purchase value from Meta's action_values (the dashboard asks for one
-- when its figures are 15 minutes old, and the hourly job), a row holds the value its ROAS says.
UPDATE "campaign_insights" SET "purchase_value" = ROUND("spend" * "roas")::INTEGER WHERE "roas" > 0;

-- Adds one campaign's insight row to its seller's sums for that currency, or takes it away.
CREATE FUNCTION "seller_tally_insight"(p_seller UUID, p_currency TEXT, p_impressions BIGINT, p_spend BIGINT, p_purchase_value BIGINT, p_sign INTEGER) RETURNS VOID
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
    'purchaseValue', COALESCE((known ->> 'purchaseValue')::BIGINT, 0) + p_sign * p_purchase_value))
  WHERE t."user_id" = p_seller;
END $$;

CREATE OR REPLACE FUNCTION "seller_tallies_campaigns"() RETURNS TRIGGER
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
      PERFORM "seller_tally_insight"(OLD."user_id", insight."currency"::TEXT, insight."impressions", insight."spend", insight."purchase_value", -1);
      IF TG_OP = 'UPDATE' THEN
        PERFORM "seller_tally_insight"(NEW."user_id", insight."currency"::TEXT, insight."impressions", insight."spend", insight."purchase_value", 1);
      END IF;
    END LOOP;
  END IF;
  -- A BEFORE DELETE trigger that returned NULL would cancel the deletion.
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION "seller_tallies_insights"() RETURNS TRIGGER
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "seller_tally_insight"((SELECT "user_id" FROM "campaigns" WHERE "id" = OLD."campaign_id"), OLD."currency"::TEXT, OLD."impressions", OLD."spend", OLD."purchase_value", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "seller_tally_insight"((SELECT "user_id" FROM "campaigns" WHERE "id" = NEW."campaign_id"), NEW."currency"::TEXT, NEW."impressions", NEW."spend", NEW."purchase_value", 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "seller_tallies_insight_changed" AFTER INSERT OR DELETE OR UPDATE OF "campaign_id", "currency", "impressions", "spend", "purchase_value" ON "campaign_insights"
  FOR EACH ROW EXECUTE FUNCTION "seller_tallies_insights"();

-- Every seller's sums counted afresh, in the new shape.
UPDATE "seller_tallies" AS t SET "insights" = COALESCE((
  SELECT jsonb_object_agg(per_currency."currency", jsonb_build_object('rows', per_currency.n, 'impressions', per_currency.impressions, 'spend', per_currency.spend, 'purchaseValue', per_currency.purchase_value))
  FROM (
    SELECT i."currency"::TEXT AS "currency", COUNT(*) AS n, SUM(i."impressions") AS impressions, SUM(i."spend") AS spend, SUM(i."purchase_value") AS purchase_value
    FROM "campaign_insights" AS i JOIN "campaigns" AS c ON c."id" = i."campaign_id"
    WHERE c."user_id" = t."user_id"
    GROUP BY 1
  ) AS per_currency
), '{}');
