import "server-only";
import { z } from "zod";
import { addressSourceProblem, serverlessDatabaseProblem } from "@/lib/deploy/serverless";

// The one place that reads process.env (STYLE habit 8). Values are parsed lazily so
// that `next build` does not need a database or secrets. Server-only: secrets live here, and
// client code gets settings from the server, never from this module.
const boolish = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is not set (npm start sets it for the embedded database)"),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  AUTH_OIDC_ISSUER: z.string().url().optional(),
  AUTH_OIDC_CLIENT_ID: z.string().min(1).optional(),
  AUTH_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_OIDC_NAME: z.string().min(1).default("Single sign-on"),
  AUTH_LOCAL_ACCOUNTS: boolish,
  AUTH_SECURE_COOKIES: boolish,
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ANTHROPIC_MODEL: z.string().min(1).default("claude-sonnet-5-5"),
  ANTHROPIC_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Tokens (input + output) the whole instance may spend with the AI provider per UTC day; past it
  // the local engine answers every job until midnight UTC. 0: never call the provider.
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(2_000_000),
  // Per-user quotas (409 quota_exceeded when reached): documents kept (not counting deleted ones)
  // and their text in total, generated templates kept, open consultation requests.
  QUOTA_DOCUMENTS: z.coerce.number().int().positive().default(1000),
  QUOTA_DOCUMENT_MB: z.coerce.number().int().positive().default(50),
  // All the text kept for a user: documents (deleted ones too, kept 30 days) and their revisions.
  // Past it the oldest history goes first, then the oldest deleted documents; never live text.
  QUOTA_STORED_MB: z.coerce.number().int().positive().default(200),
  // Document saves per user per minute (the editor saves a few seconds after typing stops).
  SAVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // AI calls one user may have running at once (a dropped call still counts until it ends).
  AI_CONCURRENT_CALLS: z.coerce.number().int().positive().default(4),
  QUOTA_TEMPLATES: z.coerce.number().int().positive().default(100),
  QUOTA_CONSULTATIONS: z.coerce.number().int().positive().default(20),
  // sign-in attempts per email and sign-ups per client address, each per minute
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // "An account with this email already exists" answers per client address in 15 minutes (beyond
  // it, sign-ups from that address wait): nobody can test many emails for an account
  SIGN_UP_EXISTING_EMAIL_ANSWERS: z.coerce.number().int().positive().default(5),
  // Shared store for every rate limit (AI, sign-in, sign-up) across app instances; memory when unset.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  // How many proxies in front of the app append to X-Forwarded-For (0: the header is ignored).
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  // Made by our HTTP front (scripts/serve.ts) at each start: the proof that it wrote X-Forwarded-For.
  SAYWRITE_FRONT_SECRET: z.string().min(32).optional(),
  // A black-holed database must not hang requests: give up connecting, and cancel slow statements.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  // Mail (lib/server/mail): sent over SMTP when SMTP_URL is set (smtp://user:pass@host:587,
  // smtps://... for TLS from the start); otherwise kept as .eml files in MAIL_OUTBOX_DIR and each
  // message's link printed in the server log.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("SayWrite <no-reply@saywrite.local>"),
  MAIL_OUTBOX_DIR: z.string().min(1).default(".data/outbox"),
});

export { serverlessDatabaseProblem };

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const blankToUndefined = Object.fromEntries(
    Object.entries(process.env).map(([k, v]) => [k, v === "" ? undefined : v]),
  );
  const refusal = serverlessDatabaseProblem(blankToUndefined) ?? addressSourceProblem(blankToUndefined);
  if (refusal) throw new Error(`Refusing to start: ${refusal}`);
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}`);
  }
  cached = parsed.data;
  return cached;
}

export function isOidcConfigured(e: Env = env()): boolean {
  return Boolean(e.AUTH_OIDC_ISSUER && e.AUTH_OIDC_CLIENT_ID && e.AUTH_OIDC_CLIENT_SECRET);
}

/** Local accounts are on unless switched off explicitly, and always on when no OIDC provider exists. */
export function isLocalAccountsEnabled(e: Env = env()): boolean {
  if (!isOidcConfigured(e)) return true;
  return e.AUTH_LOCAL_ACCOUNTS !== false;
}

/**
 * Whether session cookies are Secure (with __Secure- names): AUTH_SECURE_COOKIES when set,
 * otherwise whenever the app's public URL is https. next-auth's options, its getToken readers
 * (proxy.ts, lib/server/auth.ts) must all agree, or a signed-in user looks signed out.
 */
export function isSecureCookies(e: Env = env()): boolean {
  return e.AUTH_SECURE_COOKIES ?? (e.NEXTAUTH_URL?.startsWith("https://") ?? false);
}

/** Throws, saying why, when this process must not start (see serverlessDatabaseProblem, addressSourceProblem). */
export function assertDeployable(): void {
  const problem = serverlessDatabaseProblem(process.env) ?? addressSourceProblem(process.env);
  if (problem) throw new Error(`Refusing to start: ${problem}`);
}

/** Only for tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
