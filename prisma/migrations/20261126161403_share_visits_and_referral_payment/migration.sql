-- AlterTable
ALTER TABLE "reward_events" ADD COLUMN     "confirmed_at" TIMESTAMP(3),
ADD COLUMN     "visitor_key" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "referral_paid_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "user_browsers" (
    "user_id" TEXT NOT NULL,
    "browser_key" TEXT NOT NULL,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_browsers_pkey" PRIMARY KEY ("user_id","browser_key")
);

-- CreateIndex
CREATE UNIQUE INDEX "reward_events_user_id_visitor_key_key" ON "reward_events"("user_id", "visitor_key");

-- AddForeignKey
ALTER TABLE "user_browsers" ADD CONSTRAINT "user_browsers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rows written before shares waited for a visit were paid when written: they stay confirmed,
-- and referrals paid at sign-up stay paid.
UPDATE "reward_events" SET "confirmed_at" = "created_at" WHERE "kind" = 'share';
UPDATE "users" SET "referral_paid_at" = "created_at" WHERE "referred_by_id" IS NOT NULL;
