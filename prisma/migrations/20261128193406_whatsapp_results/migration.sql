-- AlterTable
ALTER TABLE "campaign_insights" ADD COLUMN     "conversations" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "campaign_insights_daily" ADD COLUMN     "conversations" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "campaign_sales" (
    "id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campaign_sales_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "campaign_sales_campaign_id_created_at_idx" ON "campaign_sales"("campaign_id", "created_at");

-- CreateIndex
CREATE INDEX "campaign_sales_user_id_currency_idx" ON "campaign_sales"("user_id", "currency");

-- AddForeignKey
ALTER TABLE "campaign_sales" ADD CONSTRAINT "campaign_sales_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Issue 34, WhatsApp results: the dashboard's cost per conversation is the spend of the seller's WhatsApp
-- campaigns ÷ their conversations (sums before ratios, issue 30), so each seller's tally also sums, per
-- currency, the conversations and the spend of WhatsApp campaigns. The functions and the trigger of
-- migration insight_link_clicks_and_purchase_value are replaced; their rules are the same.
DROP TRIGGER "seller_tallies_insight_changed" ON "campaign_insights";
DROP FUNCTION "seller_tally_insight"(UUID, TEXT, BIGINT, BIGINT, BIGINT, INTEGER);

-- Adds one campaign's insight row to its seller's sums for that currency, or takes it away.
CREATE FUNCTION "seller_tally_insight"(p_seller UUID, p_currency TEXT, p_impressions BIGINT, p_spend BIGINT, p_purchase_value BIGINT, p_conversations BIGINT, p_conversation_spend BIGINT, p_sign INTEGER) RETURNS VOID
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
    'purchaseValue', COALESCE((known ->> 'purchaseValue')::BIGINT, 0) + p_sign * p_purchase_value,
    'conversations', COALESCE((known ->> 'conversations')::BIGINT, 0) + p_sign * p_conversations,
    'conversationSpend', COALESCE((known ->> 'conversationSpend')::BIGINT, 0) + p_sign * p_conversation_spend))
  WHERE t."user_id" = p_seller;
END $$;

-- The spend a row adds to the WhatsApp sums: all of it for a WhatsApp campaign, none otherwise.
CREATE FUNCTION "seller_tally_conversation_spend"(p_destination TEXT, p_spend BIGINT) RETURNS BIGINT
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN p_destination = 'whatsapp' THEN p_spend ELSE 0 END $$;

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
  -- hands, or destination, moves its sums with it.
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."destination" IS DISTINCT FROM NEW."destination")) THEN
    FOR insight IN SELECT * FROM "campaign_insights" WHERE "campaign_id" = OLD."id" LOOP
      PERFORM "seller_tally_insight"(OLD."user_id", insight."currency"::TEXT, insight."impressions", insight."spend", insight."purchase_value", insight."conversations",
        "seller_tally_conversation_spend"(OLD."destination", insight."spend"), -1);
      IF TG_OP = 'UPDATE' THEN
        PERFORM "seller_tally_insight"(NEW."user_id", insight."currency"::TEXT, insight."impressions", insight."spend", insight."purchase_value", insight."conversations",
          "seller_tally_conversation_spend"(NEW."destination", insight."spend"), 1);
      END IF;
    END LOOP;
  END IF;
  -- A BEFORE DELETE trigger that returned NULL would cancel the deletion.
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

DROP TRIGGER "seller_tallies_campaign_changed" ON "campaigns";
CREATE TRIGGER "seller_tallies_campaign_changed" AFTER UPDATE OF "user_id", "status", "meta_campaign_id", "destination" ON "campaigns"
  FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."status" IS DISTINCT FROM NEW."status" OR (OLD."meta_campaign_id" IS NULL) <> (NEW."meta_campaign_id" IS NULL) OR OLD."destination" IS DISTINCT FROM NEW."destination")
  EXECUTE FUNCTION "seller_tallies_campaigns"();

CREATE OR REPLACE FUNCTION "seller_tallies_insights"() RETURNS TRIGGER
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  owner RECORD;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "user_id", "destination" INTO owner FROM "campaigns" WHERE "id" = OLD."campaign_id";
    PERFORM "seller_tally_insight"(owner."user_id", OLD."currency"::TEXT, OLD."impressions", OLD."spend", OLD."purchase_value", OLD."conversations",
      "seller_tally_conversation_spend"(owner."destination", OLD."spend"), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "user_id", "destination" INTO owner FROM "campaigns" WHERE "id" = NEW."campaign_id";
    PERFORM "seller_tally_insight"(owner."user_id", NEW."currency"::TEXT, NEW."impressions", NEW."spend", NEW."purchase_value", NEW."conversations",
      "seller_tally_conversation_spend"(owner."destination", NEW."spend"), 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "seller_tallies_insight_changed" AFTER INSERT OR DELETE OR UPDATE OF "campaign_id", "currency", "impressions", "spend", "purchase_value", "conversations" ON "campaign_insights"
  FOR EACH ROW EXECUTE FUNCTION "seller_tallies_insights"();

-- Every seller's sums counted afresh, in the new shape.
UPDATE "seller_tallies" AS t SET "insights" = COALESCE((
  SELECT jsonb_object_agg(per_currency."currency", jsonb_build_object('rows', per_currency.n, 'impressions', per_currency.impressions, 'spend', per_currency.spend,
    'purchaseValue', per_currency.purchase_value, 'conversations', per_currency.conversations, 'conversationSpend', per_currency.conversation_spend))
  FROM (
    SELECT i."currency"::TEXT AS "currency", COUNT(*) AS n, SUM(i."impressions") AS impressions, SUM(i."spend") AS spend, SUM(i."purchase_value") AS purchase_value,
      SUM(i."conversations") AS conversations, SUM("seller_tally_conversation_spend"(c."destination", i."spend")) AS conversation_spend
    FROM "campaign_insights" AS i JOIN "campaigns" AS c ON c."id" = i."campaign_id"
    WHERE c."user_id" = t."user_id"
    GROUP BY 1
  ) AS per_currency
), '{}');
