-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "word_count" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "reward_events" ADD COLUMN     "visitor_address" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "referral_address_key" TEXT,
ADD COLUMN     "referral_browser_key" TEXT,
ADD COLUMN     "stored_bytes" BIGINT NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "reward_events_user_id_visitor_address_confirmed_at_idx" ON "reward_events"("user_id", "visitor_address", "confirmed_at");

-- CreateIndex
CREATE INDEX "users_referral_address_key_idx" ON "users"("referral_address_key");

-- CreateIndex
CREATE INDEX "users_referral_browser_key_idx" ON "users"("referral_browser_key");

-- Word counts of documents saved before the column existed (the rule of countWords: runs of non-space).
UPDATE "documents" SET "word_count" = (SELECT COUNT(*) FROM regexp_matches("content", '\S+', 'g'));

-- users.stored_bytes: the text kept for a user, documents (deleted ones too) and revisions, kept by
-- the database itself so no code path can forget it. A document's revisions are subtracted before
-- the document goes (its cascade then finds no document and subtracts nothing twice).
CREATE FUNCTION "saywrite_document_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "stored_bytes" = "stored_bytes" - octet_length(OLD."content")
      - COALESCE((SELECT SUM(octet_length(r."content")) FROM "document_revisions" r WHERE r."document_id" = OLD."id"), 0)
      WHERE "id" = OLD."user_id";
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "stored_bytes" = "stored_bytes" - octet_length(OLD."content") WHERE "id" = OLD."user_id";
  END IF;
  UPDATE "users" SET "stored_bytes" = "stored_bytes" + octet_length(NEW."content") WHERE "id" = NEW."user_id";
  RETURN NULL;
END $$;

CREATE TRIGGER "documents_bytes_written" AFTER INSERT OR UPDATE OF "content" ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "saywrite_document_bytes"();
CREATE TRIGGER "documents_bytes_deleted" BEFORE DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "saywrite_document_bytes"();

CREATE FUNCTION "saywrite_revision_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "stored_bytes" = "stored_bytes" - octet_length(OLD."content")
      WHERE "id" = (SELECT "user_id" FROM "documents" WHERE "id" = OLD."document_id");
  ELSE
    UPDATE "users" SET "stored_bytes" = "stored_bytes" + octet_length(NEW."content")
      WHERE "id" = (SELECT "user_id" FROM "documents" WHERE "id" = NEW."document_id");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "document_revisions_bytes" AFTER INSERT OR DELETE ON "document_revisions"
  FOR EACH ROW EXECUTE FUNCTION "saywrite_revision_bytes"();

UPDATE "users" u SET "stored_bytes" =
  COALESCE((SELECT SUM(octet_length(d."content")) FROM "documents" d WHERE d."user_id" = u."id"), 0) +
  COALESCE((SELECT SUM(octet_length(r."content")) FROM "document_revisions" r JOIN "documents" d ON d."id" = r."document_id" WHERE d."user_id" = u."id"), 0);
