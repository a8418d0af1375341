-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "destination" TEXT NOT NULL DEFAULT 'website',
ADD COLUMN     "whatsapp_message" TEXT;
