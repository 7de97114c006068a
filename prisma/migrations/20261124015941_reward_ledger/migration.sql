-- CreateEnum
CREATE TYPE "RewardEventKind" AS ENUM ('referral', 'share', 'challenge', 'redemption');

-- CreateTable
CREATE TABLE "reward_events" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" "RewardEventKind" NOT NULL,
    "coins" INTEGER NOT NULL,
    "detail" TEXT,
    "period_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reward_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reward_events_user_id_created_at_idx" ON "reward_events"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reward_events_user_id_period_key_key" ON "reward_events"("user_id", "period_key");

-- AddForeignKey
ALTER TABLE "reward_events" ADD CONSTRAINT "reward_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
