-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "meta_ad_account_id" TEXT,
ADD COLUMN     "meta_delivery" JSONB,
ADD COLUMN     "meta_effective_status" TEXT,
ADD COLUMN     "meta_instagram_id" TEXT,
ADD COLUMN     "meta_page_id" TEXT,
ADD COLUMN     "meta_pixel_id" TEXT,
ADD COLUMN     "meta_synced_at" TIMESTAMP(3);

-- Campaigns published before these columns existed: their assets are in the publish run's selection.
UPDATE "campaigns" AS c
SET "meta_ad_account_id" = r."state"->'selection'->>'adAccountId',
    "meta_page_id" = r."state"->'selection'->>'pageId',
    "meta_instagram_id" = r."state"->'selection'->>'instagramAccountId',
    "meta_pixel_id" = r."state"->'selection'->>'pixelId'
FROM "meta_publish_runs" AS r
WHERE r."campaign_id" = c."id" AND r."state" ? 'selection';
