"use client";
// Signing out through next-auth's own endpoints (what `signOut` from next-auth/react does, without
// loading that client library on every signed-in page): CSRF token, POST /api/auth/signout (which
// clears the session cookie), then a full page load of `callbackUrl` on the address the person is
// using: next-auth's answer names NEXTAUTH_URL's host, which may be a default (localhost:3000)
// that this person cannot reach.
export async function signOutAndLeave(callbackUrl = "/"): Promise<void> {
  const csrf = (await (await fetch("/api/auth/csrf", { cache: "no-store" })).json()) as { csrfToken: string };
  const res = await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl, json: "true" }),
  });
  await res.text().catch(() => "");
  window.location.href = callbackUrl;
}
