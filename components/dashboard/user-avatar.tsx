import { initials } from "@/lib/text/initials";
import type { PublicUser } from "@/lib/schemas/profile";

/** A round badge with the person's initials (decorative: the greeting already names them). */
export function UserAvatar({ user }: { user: PublicUser }) {
  return (
    <span
      aria-hidden="true"
      data-testid="user-avatar"
      className="inline-flex size-14 shrink-0 select-none items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
    >
      {initials(user)}
    </span>
  );
}
