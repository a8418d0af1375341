-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "meta_fatigue" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "meta_webhook_events" (
    "digest" TEXT NOT NULL,
    "ad_account_id" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "object_id" TEXT,
    "value" JSONB NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMP(3),
    "outcome" TEXT,

    CONSTRAINT "meta_webhook_events_pkey" PRIMARY KEY ("digest")
);

-- CreateTable
CREATE TABLE "meta_object_links" (
    "meta_id" TEXT NOT NULL,
    "campaign_id" UUID NOT NULL,
    "level" TEXT NOT NULL,

    CONSTRAINT "meta_object_links_pkey" PRIMARY KEY ("meta_id","campaign_id")
);

-- CreateIndex
CREATE INDEX "meta_webhook_events_received_at_idx" ON "meta_webhook_events"("received_at");

-- CreateIndex
CREATE INDEX "meta_object_links_campaign_id_idx" ON "meta_object_links"("campaign_id");

-- AddForeignKey
ALTER TABLE "meta_object_links" ADD CONSTRAINT "meta_object_links_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;
