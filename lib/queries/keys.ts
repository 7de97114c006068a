// React Query keys shared by the client hooks and the server components that fill the cache
// before the page loads (a module without "use client", so the server reads the real values).

export const documentKeys = {
  all: ["/api/documents"] as const,
  detail: (id: string) => ["/api/documents", id] as const,
};

export const dashboardKeys = {
  stats: ["/api/dashboard/stats"] as const,
};
