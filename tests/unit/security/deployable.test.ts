// On a serverless host in production the embedded database cannot work: refuse, saying why.
import { env, resetEnvCache, serverlessDatabaseProblem } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("refusing to start without a managed database on a serverless host", () => {
  it("refuses in production on Vercel without DATABASE_URL, naming what to set", () => {
    const problem = serverlessDatabaseProblem({ NODE_ENV: "production", VERCEL: "1" });
    expect(problem).toMatch(/DATABASE_URL is not set/);
    expect(problem).toMatch(/VERCEL/);
    expect(problem).toMatch(/REDIS_URL/);
  });

  it("accepts a DATABASE_URL there, and anything on a normal machine or in development", () => {
    expect(serverlessDatabaseProblem({ NODE_ENV: "production", VERCEL: "1", DATABASE_URL: "postgresql://db" })).toBeNull();
    expect(serverlessDatabaseProblem({ NODE_ENV: "production" })).toBeNull();
    expect(serverlessDatabaseProblem({ NODE_ENV: "development", AWS_LAMBDA_FUNCTION_NAME: "x" })).toBeNull();
  });

  it("env() refuses too, so no request runs against nothing", () => {
    process.env = { ...saved, NODE_ENV: "production", AWS_LAMBDA_FUNCTION_NAME: "saywrite", DATABASE_URL: "" } as NodeJS.ProcessEnv;
    resetEnvCache();
    expect(() => env()).toThrow(/Refusing to start: DATABASE_URL is not set/);
  });

  it("reads REDIS_URL and TRUSTED_PROXY_COUNT", () => {
    process.env = { ...saved, DATABASE_URL: "postgresql://db", REDIS_URL: "redis://cache:6379", TRUSTED_PROXY_COUNT: "1" } as NodeJS.ProcessEnv;
    resetEnvCache();
    expect(env().REDIS_URL).toBe("redis://cache:6379");
    expect(env().TRUSTED_PROXY_COUNT).toBe(1);
    process.env.REDIS_URL = "http://not-redis";
    resetEnvCache();
    expect(() => env()).toThrow(/REDIS_URL/);
  });
});
