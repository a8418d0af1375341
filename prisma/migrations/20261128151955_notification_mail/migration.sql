-- AlterTable
ALTER TABLE "profiles" ADD COLUMN     "notify_by_email" BOOLEAN NOT NULL DEFAULT true;
