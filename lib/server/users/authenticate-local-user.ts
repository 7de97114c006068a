import "server-only";
import { db } from "@/lib/server/db";
import { burnPasswordCheck, verifyPassword } from "@/lib/server/password";

/** Returns the user id when email and password match a local account, otherwise null. */
export async function authenticateLocalUser(email: string, password: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user.id : null;
}
