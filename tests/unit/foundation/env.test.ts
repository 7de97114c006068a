import { env, isLocalAccountsEnabled, isOidcConfigured, resetEnvCache } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function setEnv(vars: Record<string, string | undefined>) {
  process.env = { ...saved, DATABASE_URL: "postgresql://x@localhost/db", ...vars } as NodeJS.ProcessEnv;
  resetEnvCache();
}

describe("env", () => {
  it("has sensible defaults", () => {
    setEnv({ ANTHROPIC_MODEL: undefined });
    expect(env().ANTHROPIC_MODEL).toBe("claude-sonnet-5-5");
    expect(env().AI_RATE_LIMIT_PER_MINUTE).toBe(30);
  });

  it("names the variable that is wrong", () => {
    setEnv({ AUTH_OIDC_ISSUER: "not a url" });
    expect(() => env()).toThrow(/AUTH_OIDC_ISSUER/);
  });

  it("keeps local accounts on unless OIDC is configured and they are switched off", () => {
    setEnv({ AUTH_LOCAL_ACCOUNTS: "false" });
    expect(isOidcConfigured()).toBe(false);
    expect(isLocalAccountsEnabled()).toBe(true);
    setEnv({
      AUTH_OIDC_ISSUER: "https://id.example",
      AUTH_OIDC_CLIENT_ID: "c",
      AUTH_OIDC_CLIENT_SECRET: "s",
      AUTH_LOCAL_ACCOUNTS: "false",
    });
    expect(isOidcConfigured()).toBe(true);
    expect(isLocalAccountsEnabled()).toBe(false);
  });
});
