// React Query keys shared by the client hooks and the server components that fill the cache
// before the page loads (a module without "use client", so the server reads the real values).

export const documentKeys = {
  all: ["/api/documents"] as const,
  detail: (id: string) => ["/api/documents", id] as const,
};

export const dashboardKeys = {
  stats: ["/api/dashboard/stats"] as const,
};

export const referralKeys = { mine: ["/api/referral"] as const, stats: ["/api/referral/stats"] as const };

export const templateKeys = {
  all: ["/api/templates"] as const,
  list: (category?: string) => ["/api/templates", { category: category ?? null }] as const,
  categories: ["/api/templates", "categories"] as const,
};
