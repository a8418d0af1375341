-- AlterTable
ALTER TABLE "profiles" ADD COLUMN     "meta_regulation_identities" JSONB NOT NULL DEFAULT '{}';
