// An embedded PostgreSQL served by a child process (`scripts/db/embedded.ts`), for tests: PGlite
// cannot run inside a Jest worker (it needs dynamic import() in a vm context), and its ES modules do
// not load through Playwright's test transform.
import { spawn } from "node:child_process";

export interface EmbeddedProcess {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts `embedded.ts --port 0` plus `args` (e.g. `--data dir`); resolves once it prints its URL. */
export function startEmbeddedProcess(args: string[] = []): Promise<EmbeddedProcess> {
  // `node --import tsx` rather than the tsx binary, whose signal relay SIGKILLs a child that is slow to answer.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/db/embedded.ts", "--port", "0", ...args], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // not left serving when the test process ends without calling stop()
  const kill = () => child.kill("SIGTERM");
  process.once("exit", kill);
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (data) => (stderr += data));
    child.stdout.on("data", (data) => {
      stdout += data;
      const url = /postgresql:\/\/\S+/.exec(stdout)?.[0];
      if (!url) return;
      const stop = () => {
        process.off("exit", kill);
        kill();
        return exited;
      };
      resolve({ url, port: Number(new URL(url).port), stop });
    });
    child.once("exit", (code) => reject(new Error(`embedded.ts exited (${code}) before serving: ${stderr}`)));
  });
}
