-- CreateTable
CREATE TABLE "meta_signed_request_uses" (
    "digest" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "meta_signed_request_uses_pkey" PRIMARY KEY ("digest")
);

-- CreateIndex
CREATE INDEX "meta_signed_request_uses_expires_at_idx" ON "meta_signed_request_uses"("expires_at");
