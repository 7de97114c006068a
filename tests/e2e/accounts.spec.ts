// Accounts a person can manage, from the sign-in page, with the mail read from the real SMTP
// server the end-to-end app sends to (tests/support/e2e-server.ts, tests/support/e2e-mail.ts).
import JSZip from "jszip";
import { test, expect, newAccount, signUpAndSignIn, signInWithPassword, waitForHydration, expectNoA11yViolations } from "./fixtures";
import { linkOf, mailsTo, type E2eMail } from "../support/e2e-mail";

async function mailTo(email: string, subject: string): Promise<E2eMail> {
  let found: E2eMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(email)).findLast((m) => m.subject === subject);
      return Boolean(found);
    }, { message: `a message "${subject}" to ${email}`, timeout: 30_000 })
    .toBe(true);
  return found!;
}

/** The link of an email, on this app's origin (the e2e app's NEXTAUTH_URL is that origin). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test("sign up and sign in with an emailed link, which works once", async ({ page }) => {
  const { email } = newAccount();
  await page.goto("/signin");
  await waitForHydration(page);
  await page.getByLabel("Email").nth(1).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email");
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();

  const mail = await mailTo(email, "Your link to create your SayWrite account");
  expect(mail.html).toContain("Create my account");
  await page.goto(pathOf(linkOf(mail)));
  await expectNoA11yViolations(page);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // the same link again, signed out: a clear message and the form to ask again
  await page.context().clearCookies();
  await page.goto(pathOf(linkOf(mail)));
  await expect(page.getByRole("alert").filter({ hasText: "This link has already been used. Each link works once." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
});

test("forgot password: a reset link sets a new one and signs out the other browser", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const account = await signUpAndSignIn(otherPage);
  expect((await otherPage.request.get("/api/auth/user")).status()).toBe(200);

  await page.goto("/signin");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText(`If ${account.email} has a SayWrite account, we sent it a link`)).toBeVisible();

  const mail = await mailTo(account.email, "Choose a new SayWrite password");
  await page.goto(pathOf(linkOf(mail)));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("New password").fill("a completely new password");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect((await otherPage.request.get("/api/auth/user")).status()).toBe(401);
  await other.clearCookies();
  await signInWithPassword(otherPage, { ...account, password: "a completely new password" });
  await other.close();
});

test("account settings: confirm the email, change it, sign out elsewhere, download, delete", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = await signUpAndSignIn(page);
  const other = await browser.newContext();
  await signInWithPassword(await other.newPage(), account);

  await page.goto("/settings/account");
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await expect(page.getByText("Not confirmed yet")).toBeVisible();
  // the other context, and the session the sign-up request itself was given (signUpAndSignIn then signs in again)
  await expect(page.getByText("Signed in on 2 other browsers.")).toBeVisible();
  await expectNoA11yViolations(page);

  // confirm the email from the sign-up's message: its first proof, so the password is chosen
  // again (the same one may be chosen) and the other browsers are signed out
  const confirm = await mailTo(account.email, "Confirm your email for SayWrite");
  await page.goto(pathOf(linkOf(confirm)));
  await waitForHydration(page);
  await page.getByLabel("New password").fill(account.password);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole("region", { name: "Email", exact: true }).getByText("· Confirmed")).toBeVisible();
  expect((await other.request.get("/api/auth/user")).status()).toBe(401);

  // sign out everywhere else
  await other.clearCookies();
  await signInWithPassword(await other.newPage(), account);
  await page.reload();
  await expect(page.getByText("Signed in on 1 other browser.")).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("You are signed out everywhere else.")).toBeVisible();
  expect((await other.request.get("/api/auth/user")).status()).toBe(401);
  await other.close();
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();

  // change the email: a confirmation to the new one, a notice to the old one
  const moved = newAccount().email;
  await page.getByLabel("New email").fill(moved);
  await page.getByLabel("Your password").first().fill(account.password);
  await page.getByRole("button", { name: "Change my email" }).click();
  await expect(page.getByText(`Waiting for you to open the link we sent to ${moved}.`)).toBeVisible();
  await mailTo(account.email, "Your SayWrite email is changing");
  const confirmNew = await mailTo(moved, "Confirm your new email for SayWrite");
  await page.goto(pathOf(linkOf(confirmNew)));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("status")).toHaveText(`Thank you. ${moved} is confirmed.`);
  await page.goto("/settings/account");
  const emailSection = page.getByRole("region", { name: "Email", exact: true });
  await expect(emailSection.getByText(moved, { exact: true })).toBeVisible();
  await expect(emailSection.getByText("Confirmed", { exact: false })).toBeVisible();

  // download all my data
  await page.request.post("/api/documents", { data: { title: "Kept safe", content: "Words to take with me." } });
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all my data" }).click();
  const download = await downloading;
  const zip = await JSZip.loadAsync(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)));
  expect(await zip.file("documents/Kept safe.txt")!.async("string")).toBe("Words to take with me.");

  // delete the account with the password
  await waitForHydration(page);
  await page.getByLabel("Your password").last().fill(account.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your account was deleted." })).toBeVisible();
  await mailTo(moved, "Your SayWrite account was deleted");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("someone who signed up with another person's email loses the account when the owner confirms it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const squatter = await browser.newContext();
  const squatterPage = await squatter.newPage();
  const account = await signUpAndSignIn(squatterPage, newAccount("Sly"));
  expect((await squatterPage.request.get("/api/auth/user")).status()).toBe(200);

  // the owner opens the "Confirm your email" message that came to their inbox, in their own browser
  const confirm = await mailTo(account.email, "Confirm your email for SayWrite");
  await page.goto(pathOf(linkOf(confirm)));
  await expect(page.getByText(`Confirm that ${account.email} is your email, and choose your password.`)).toBeVisible();
  await expectNoA11yViolations(page);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Use at least 10 characters." })).toBeVisible();
  await page.getByLabel("New password").fill("the owner's own password");
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole("region", { name: "Email", exact: true }).getByText("· Confirmed")).toBeVisible();
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();

  // the squatter's session and password no longer work
  expect((await squatterPage.request.get("/api/auth/user")).status()).toBe(401);
  await squatter.clearCookies();
  const csrf = (await (await squatterPage.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await squatterPage.request.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, email: account.email, password: account.password, json: "true", callbackUrl: "/dashboard" },
    maxRedirects: 0,
  });
  expect((await squatter.cookies()).some((c) => c.name.endsWith("next-auth.session-token"))).toBe(false);
  await squatter.close();
});

test("the owner's first sign-in by link ends what someone who signed up with their email set, then takes them where they were going", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const squatter = await browser.newContext();
  const squatterPage = await squatter.newPage();
  const account = await signUpAndSignIn(squatterPage, newAccount("Sly"));

  // the owner was opening their documents when the sign-in page asked who they are
  await page.goto("/signin?callbackUrl=%2Fdocuments");
  await waitForHydration(page);
  await page.getByLabel("Email").nth(1).fill(account.email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  const mail = await mailTo(account.email, "Your link to sign in to SayWrite");
  expect(new URL(linkOf(mail)).searchParams.get("callbackUrl")).toBe("/documents");
  await page.goto(pathOf(linkOf(mail)));
  await expect(page.getByText("This link also confirms your email.", { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in to SayWrite" }).click();
  // the owner lands where the password they no longer have is chosen, and chooses one
  await expect(page).toHaveURL(/\/settings\/account\?callbackUrl=%2Fdocuments#password-heading$/);
  const passwordSection = page.getByRole("region", { name: "Password", exact: true });
  await expect(passwordSection.getByText("You sign in without a password. You can add one.")).toBeVisible();
  // the page they were going to is offered, now or after choosing a password
  await expect(passwordSection.getByRole("link", { name: "Skip for now and go to the page you were opening" })).toHaveAttribute("href", "/documents");
  await expect(page.getByRole("region", { name: "Email", exact: true }).getByText("· Confirmed")).toBeVisible();
  expect((await squatterPage.request.get("/api/auth/user")).status()).toBe(401);
  await waitForHydration(page);
  await passwordSection.getByLabel("New password").fill("the owner's own password");
  await passwordSection.getByRole("button", { name: "Add a password" }).click();
  await expect(passwordSection.getByRole("status")).not.toBeEmpty();
  await passwordSection.getByRole("link", { name: "Go on to the page you were opening" }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Documents" })).toBeVisible();
  await squatter.close();
});

test("account settings offer only a page of this site to go on to", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/settings/account?callbackUrl=https%3A%2F%2Fevil.example%2Fx#password-heading");
  const passwordSection = page.getByRole("region", { name: "Password", exact: true });
  await expect(passwordSection.getByRole("link", { name: /your dashboard$/ })).toHaveAttribute("href", "/dashboard");
  await page.goto("/settings/account");
  await expect(passwordSection.getByRole("link")).toHaveCount(0);
});

test("a made-up or cut-short link says why and offers a new one", async ({ page }) => {
  await page.goto("/reset-password?token=abc");
  await expect(page.getByRole("alert").filter({ hasText: "This link does not work." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Email me a link" })).toBeVisible();
  await page.goto("/confirm-email?token=not-a-real-token-at-all");
  await expect(page.getByRole("alert").filter({ hasText: "This link does not work." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to account settings" })).toBeVisible();
});
