-- CreateTable
CREATE TABLE "meta_data_deletions" (
    "id" UUID NOT NULL,
    "confirmation_code" TEXT NOT NULL,
    "meta_user_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'received',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMP(3),

    CONSTRAINT "meta_data_deletions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meta_publish_runs" (
    "id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "step" TEXT NOT NULL DEFAULT 'start',
    "state" JSONB NOT NULL DEFAULT '{}',
    "error" JSONB,
    "locked_until" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "meta_publish_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "meta_data_deletions_confirmation_code_key" ON "meta_data_deletions"("confirmation_code");

-- CreateIndex
CREATE INDEX "meta_data_deletions_meta_user_id_idx" ON "meta_data_deletions"("meta_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "meta_publish_runs_campaign_id_key" ON "meta_publish_runs"("campaign_id");

-- AddForeignKey
ALTER TABLE "meta_publish_runs" ADD CONSTRAINT "meta_publish_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meta_publish_runs" ADD CONSTRAINT "meta_publish_runs_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;
