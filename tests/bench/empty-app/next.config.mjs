// BENCH-ONLY: same framework settings that affect client bundles as the app's next.config.ts.
const config = { reactStrictMode: true, poweredByHeader: false, distDir: ".next-bench" };
export default config;
