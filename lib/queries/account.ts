// The account screens' requests: the server's message on success or failure, never a raw status.
import { callApi, HttpError, type CallArgs } from "@/lib/api-client";
import type { AnswerOf, ApiRoute } from "@/lib/api-contract";
import { authApi } from "@/lib/schemas/endpoints/auth";
import type { UpdateProfileData } from "@/lib/schemas/profile";
import type { SignUpInput } from "@/lib/schemas/auth";

export type AccountAnswer<T> = { ok: true; data: T } | { ok: false; message: string; code?: string; status?: number };

/** Calls an account endpoint; a refusal or a lost connection comes back as a message to show. */
export async function accountRequest<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<AccountAnswer<AnswerOf<R>>> {
  try {
    return { ok: true, data: await callApi(route, ...args) };
  } catch (err) {
    if (err instanceof HttpError) {
      const parsed = err.json<{ error?: { code?: string; message?: string } }>();
      return { ok: false, message: err.serverMessage ?? "Something went wrong. Please try again.", code: parsed?.error?.code, status: err.status };
    }
    return { ok: false, message: "We could not reach SayWrite. Check your connection and try again." };
  }
}

/** PATCH /api/auth/user: the signed-in person's name; the saved user comes back. */
export function updateProfile(values: UpdateProfileData) {
  return callApi(authApi.updateUser, { body: values });
}

/** POST /api/auth/register: a new account (the form then signs in with the same password). */
export async function registerAccount(values: SignUpInput): Promise<void> {
  await callApi(authApi.register, { body: values });
}
