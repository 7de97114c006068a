// Minimal typings for the parts of `oidc-provider` (a test-only dependency) that we use.
declare module "oidc-provider" {
  import type { IncomingMessage, Server, ServerResponse } from "node:http";
  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type Configuration = {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    [key: string]: unknown;
  };
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    listen(port: number, host: string, callback: () => void): Server;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    proxy: boolean;
  }
}
