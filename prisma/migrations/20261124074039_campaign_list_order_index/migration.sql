-- DropIndex
DROP INDEX "campaigns_user_id_created_at_idx";

-- CreateIndex
CREATE INDEX "campaigns_user_id_created_at_id_idx" ON "campaigns"("user_id", "created_at" DESC, "id" DESC);
