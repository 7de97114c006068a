import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { hashPassword } from "@/lib/server/password";
import { publicUserSelect, type PublicUser } from "@/lib/server/users/user-shape";
import type { z } from "zod";
import type { signUpSchema } from "@/lib/schemas/auth";

export async function createLocalUser(input: z.output<typeof signUpSchema>): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName || null,
        passwordHash,
      },
      select: publicUserSelect,
    });
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") {
      throw ApiError.conflict("An account with this email already exists. Sign in, or reset your password if you forgot it.");
    }
    throw err;
  }
}
