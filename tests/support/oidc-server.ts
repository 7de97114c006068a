// A real OpenID Connect provider (the certified `oidc-provider` package) for end-to-end
// sign-in tests. Its development login screen accepts any login name; the account's
// claims are derived from it (login "olivia" → olivia@oidc.example.test).
import Provider from "oidc-provider";
import { createServer, type Server } from "node:http";

export type OidcServer = { issuer: string; clientId: string; clientSecret: string; stop(): Promise<void> };

export async function startOidcServer({
  port,
  host = "localhost",
  redirectUris,
}: {
  port: number;
  host?: string;
  redirectUris: string[];
}): Promise<OidcServer> {
  const issuer = `http://${host}:${port}`;
  const clientId = "saywrite-e2e";
  const clientSecret = "saywrite-e2e-secret-value";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    async findAccount(_ctx, sub) {
      const name = sub.charAt(0).toUpperCase() + sub.slice(1);
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: `${sub.toLowerCase()}@oidc.example.test`,
            email_verified: true,
            name: `${name} Oidc`,
            given_name: name,
            family_name: "Oidc",
          };
        },
      };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["saywrite-e2e-cookie-key-please-change"] },
  });
  // "localhost" resolves to ::1 or 127.0.0.1 depending on the client (Node prefers ::1),
  // so listen on both loopback addresses.
  const hosts = host === "localhost" ? ["127.0.0.1", "::1"] : [host];
  const servers: Server[] = [];
  for (const address of hosts) {
    const server = createServer(provider.callback());
    const ok = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, address, () => resolve(true));
    });
    if (ok) servers.push(server);
    else if (address === hosts[0]) throw new Error(`OIDC test server could not listen on ${address}:${port}`);
  }
  return {
    issuer,
    clientId,
    clientSecret,
    stop: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
