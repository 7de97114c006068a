// API tests of the account flows: a real SMTP server on 127.0.0.1 that the app sends to over
// SMTP_URL (nodemailer), read with mailparser.
import { resetEnvCache } from "@/lib/env";
import { settleDetachedMailWork } from "@/lib/server/account/account-mail";
import { closeMailTransports } from "@/lib/server/mail/send-mail";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { startSmtpTestServer, type SmtpTestServer } from "../../support/smtp-test-server";

export function withTestMailServer(): { smtp: () => SmtpTestServer } {
  let server: SmtpTestServer | undefined;
  beforeAll(async () => {
    server = await startSmtpTestServer();
    process.env.SMTP_URL = server.url;
    process.env.NEXTAUTH_URL = "http://localhost:3000";
    resetEnvCache();
  });
  beforeEach(() => resetRateLimits());
  afterAll(async () => {
    // mail a test's last request started is still on its way: let it finish while the server listens
    await settleDetachedMailWork();
    closeMailTransports();
    await server?.stop();
    delete process.env.SMTP_URL;
    delete process.env.NEXTAUTH_URL;
    resetEnvCache();
  });
  return { smtp: () => server! };
}

/** The token in a link from an email. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token")!;
}
