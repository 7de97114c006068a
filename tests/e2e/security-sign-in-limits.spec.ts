// Strangers guessing someone's password do not lock them out. Several other clients (other
// loopback source addresses, which the app's front tells apart by socket) guess one account's
// password, one of them writing X-Forwarded-For: 127.0.0.1 to pass as the browser's address.
// The guessing addresses are then slowed even with the right password; the owner, in the
// browser on 127.0.0.1, signs in through the form at once.
import { randomUUID } from "node:crypto";
import { test, expect, newAccount, waitForHydration, passwordFormEmail } from "./fixtures";
import { signInFrom } from "../support/sign-in-from";

test("guesses from other addresses slow those addresses, not the owner signing in", async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const account = newAccount("Avery");
  // Registered from a separate client: sign-up signs its own client in, and the browser below
  // must come to the sign-in form without a session.
  const register = await request.post("/api/auth/register", {
    data: { email: account.email, password: account.password, firstName: account.firstName },
  });
  expect(register.status()).toBe(201);

  // Ten addresses guess three times each: each guess is checked (an address's first two failures
  // are typos' allowance), and the account's wait grows with every failure.
  const forged = { "x-forwarded-for": "127.0.0.1", "x-saywrite-front": randomUUID() };
  for (let i = 2; i <= 11; i++) {
    for (let n = 1; n <= 3; n++) {
      expect(await signInFrom(origin, `127.0.0.${i}`, { email: account.email, password: `guess ${i} ${n}` }, forged)).toBe("CredentialsSignin");
    }
  }
  // A guessing address now waits, even with the right password...
  expect(await signInFrom(origin, "127.0.0.2", account, forged)).toBe("TooManyAttempts");

  // ...but the owner, whose address has not been guessing, signs in at once.
  await page.goto("/signin");
  await waitForHydration(page);
  await passwordFormEmail(page).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.firstName).first()).toBeVisible();
});
