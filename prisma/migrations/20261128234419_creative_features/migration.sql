-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "creative_features" TEXT[] DEFAULT ARRAY[]::TEXT[];
