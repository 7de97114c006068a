export default async function globalTeardown() {
  const server = (globalThis as { __saywriteDb?: { stop(): Promise<void> } }).__saywriteDb;
  await server?.stop();
}
