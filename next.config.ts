import type { NextConfig } from "next";
import path from "node:path";
import { markFirstLoadScripts } from "./scripts/lib/compile-hints";

const isProd = process.env.NODE_ENV === "production";

// Static security headers; the Content-Security-Policy (with a per-request nonce) is set in proxy.ts.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "microphone=(self), camera=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // Browsers ignore HSTS on plain-http responses, so it is safe to always send in production.
  ...(isProd ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

// `npm run bench` builds with SAYWRITE_BENCH_BUILD=1 into its own folder: files named
// `*.bench.ts(x)` under app/ (bench-only routes: the bare route handler that is the framework's
// floor) become routes only then. The normal build's page extensions skip them.
const benchBuild = process.env.SAYWRITE_BENCH_BUILD === "1";

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || ".next",
  pageExtensions: benchBuild ? ["bench.ts", "bench.tsx", "ts", "tsx"] : ["ts", "tsx"],
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.SAYWRITE_SOURCE_MAPS === "1",
  reactStrictMode: true,
  // `npm test` type-checks the whole project with tsc; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Turbopack keeps what it compiled in <distDir>/cache for the next build (about 170 MB). A fresh
  // clone builds once and never reads it back, so CI (.ci/run) sets SAYWRITE_BUILD_CACHE=0 and
  // skips writing it; a checkout that builds again and again keeps it.
  experimental: { turbopackFileSystemCacheForBuild: process.env.SAYWRITE_BUILD_CACHE !== "0" },
  // The scripts every page loads first are compiled with their download, off the main thread
  // (scripts/lib/compile-hints.ts): a phone no longer compiles each module as Next's bootstrap runs it.
  compiler: {
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      markFirstLoadScripts(path.resolve(projectDir, distDir));
    },
  },
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@electric-sql/pglite", "@electric-sql/pglite-socket", "wink-nlp", "wink-eng-lite-web-model", "cmu-pronouncing-dictionary", "ioredis", "rate-limiter-flexible"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
