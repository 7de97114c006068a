import { EmptyClient } from "./empty-client";

// BENCH-ONLY: the floor every page is compared with: one client component, nothing else.
export default function EmptyPage() {
  return <EmptyClient />;
}
