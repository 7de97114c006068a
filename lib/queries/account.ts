// The account screens' requests: the server's message on success or failure, never a raw status.
import { apiJson, apiRequest, HttpError } from "@/lib/api-client";
import type { PublicUser, UpdateProfileData } from "@/lib/schemas/profile";
import type { SignUpInput } from "@/lib/schemas/auth";

export type AccountAnswer<T> = { ok: true; data: T } | { ok: false; message: string; code?: string; status?: number };

export async function accountRequest<T = { message?: string }>(method: string, url: string, body?: unknown): Promise<AccountAnswer<T>> {
  try {
    const res = await apiRequest(method, url, body);
    return { ok: true, data: (await res.json()) as T };
  } catch (err) {
    if (err instanceof HttpError) {
      const parsed = err.json<{ error?: { code?: string; message?: string } }>();
      return { ok: false, message: err.serverMessage ?? "Something went wrong. Please try again.", code: parsed?.error?.code, status: err.status };
    }
    return { ok: false, message: "We could not reach SayWrite. Check your connection and try again." };
  }
}

/** PATCH /api/auth/user: the signed-in person's name; the saved user comes back. */
export function updateProfile(values: UpdateProfileData): Promise<PublicUser> {
  return apiJson<PublicUser>("PATCH", "/api/auth/user", values);
}

/** POST /api/auth/register: a new account (the form then signs in with the same password). */
export async function registerAccount(values: SignUpInput): Promise<void> {
  await apiRequest("POST", "/api/auth/register", values);
}
