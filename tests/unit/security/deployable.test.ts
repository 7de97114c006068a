// On a serverless host in production the embedded database cannot work: refuse, saying why.
import { assertDeployable, env, resetEnvCache, serverlessDatabaseProblem } from "@/lib/env";
import { addressSourceProblem } from "@/lib/deploy/serverless";
import { isPrivateAddress, watchPeers } from "@/lib/deploy/client-address";

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

describe("refusing to start in production when no client address can be trusted", () => {
  it("refuses under `next start` alone (no front secret, TRUSTED_PROXY_COUNT=0), naming the setting", () => {
    const problem = addressSourceProblem({ NODE_ENV: "production" });
    expect(problem).toMatch(/^TRUSTED_PROXY_COUNT is not set/);
    expect(problem).toMatch(/npm start/);
    expect(addressSourceProblem({ NODE_ENV: "production", TRUSTED_PROXY_COUNT: "0" })).toMatch(/TRUSTED_PROXY_COUNT/);
    process.env = { ...saved, NODE_ENV: "production", DATABASE_URL: "postgresql://db", TRUSTED_PROXY_COUNT: "", SAYWRITE_FRONT_SECRET: "" } as NodeJS.ProcessEnv;
    resetEnvCache();
    expect(() => env()).toThrow(/Refusing to start: TRUSTED_PROXY_COUNT is not set/);
    expect(() => assertDeployable()).toThrow(/Refusing to start: TRUSTED_PROXY_COUNT is not set/);
  });

  it("starts behind our front (npm start, the end-to-end server), behind counted proxies, in development, and while building", () => {
    expect(addressSourceProblem({ NODE_ENV: "production", SAYWRITE_FRONT_SECRET: "s".repeat(43) })).toBeNull();
    expect(addressSourceProblem({ NODE_ENV: "production", TRUSTED_PROXY_COUNT: "1" })).toBeNull();
    expect(addressSourceProblem({ NODE_ENV: "development" })).toBeNull();
    expect(addressSourceProblem({ NODE_ENV: "test" })).toBeNull();
    expect(addressSourceProblem({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).toBeNull();
  });

  it("warns once when the first peers are all loopback or private (an uncounted proxy in front)", () => {
    const watch = watchPeers(3);
    expect([watch("127.0.0.1"), watch("::ffff:10.0.0.7")]).toEqual([null, null]);
    expect(watch("172.20.1.2")).toMatch(/all came from loopback or private addresses .*172\.20\.1\.2.*TRUSTED_PROXY_COUNT/);
    expect(watch("10.0.0.8")).toBeNull();
    const mixed = watchPeers(3);
    expect([mixed("127.0.0.1"), mixed("203.0.113.9"), mixed("10.0.0.1"), mixed("10.0.0.2")]).toEqual([null, null, null, null]);
    expect(["::1", "fd00::1", "fe80::1", "192.168.1.1", "169.254.0.1"].every(isPrivateAddress)).toBe(true);
    expect(["203.0.113.9", "2001:db8::1", "172.32.0.1", "8.8.8.8"].some(isPrivateAddress)).toBe(false);
  });
});
