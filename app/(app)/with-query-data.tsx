import type { ReactNode } from "react";
import { dehydrate, QueryClient, type QueryKey } from "@tanstack/react-query";
import { QueryData } from "@/app/(app)/query-data";

/**
 * A screen's data read on the server and handed to React Query as its initial cache, under the
 * keys the client components read: no fetch after the page loads, and no layout shift when the
 * data arrives. They refetch only after a change, as before.
 */
export function WithQueryData({ data, children }: { data: Array<readonly [QueryKey, unknown]>; children: ReactNode }) {
  const client = new QueryClient();
  // JSON round trip: exactly what the API would have answered (dates as strings).
  for (const [key, value] of data) client.setQueryData(key, JSON.parse(JSON.stringify(value)));
  return <QueryData state={dehydrate(client)}>{children}</QueryData>;
}
