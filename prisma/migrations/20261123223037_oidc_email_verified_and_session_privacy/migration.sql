-- DropForeignKey
ALTER TABLE "voice_sessions" DROP CONSTRAINT "voice_sessions_document_id_fkey";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email_verified_at" TIMESTAMP(3);

-- AddForeignKey
ALTER TABLE "voice_sessions" ADD CONSTRAINT "voice_sessions_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Dictation transcripts were stored but no screen reads them: forget the ones already kept.
UPDATE "voice_sessions" SET "transcription" = NULL WHERE "transcription" IS NOT NULL;
