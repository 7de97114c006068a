"use client";
/**
 * Before next-auth's signIn(): it reads the provider list first and, when that read fails (no
 * connection, a gateway's error page), leaves for /api/auth/error: offline, a browser error page in
 * place of the sign-in form. Read here first, a failure is an error the form says in words, with
 * what was typed kept. Rejects when the list cannot be read.
 */
export async function providersReachable(): Promise<void> {
  const res = await fetch("/api/auth/providers", { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new Error(`providers answered ${res.status}`);
  await res.json();
}
