-- CreateTable
CREATE TABLE "ai_usage_days" (
    "day" TEXT NOT NULL,
    "tokens" BIGINT NOT NULL DEFAULT 0,
    "requests" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ai_usage_days_pkey" PRIMARY KEY ("day")
);
