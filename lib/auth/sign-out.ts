"use client";
// Signing out through next-auth's own endpoints (what `signOut` from next-auth/react does, without
// loading that client library on every signed-in page): CSRF token, POST /api/auth/signout (which
// clears the session cookie), then a full page load of where next-auth sends us.
export async function signOutAndLeave(callbackUrl = "/"): Promise<void> {
  const csrf = (await (await fetch("/api/auth/csrf", { cache: "no-store" })).json()) as { csrfToken: string };
  const res = await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl, json: "true" }),
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  window.location.href = data.url ?? callbackUrl;
}
