import { cx } from "@/lib/class-join";

export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-lg bg-muted motion-reduce:animate-none", className)} {...props} />;
}
