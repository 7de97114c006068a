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

export const gameKeys = {
  progress: ["/api/games/progress"] as const,
  challenge: (gameId: string, n: number) => ["/api/games", gameId, "challenge", n] as const,
};

export const trainingKeys = {
  programs: ["/api/training/programs"] as const,
  modules: (programId: string) => ["/api/training/programs", programId, "modules"] as const,
  progress: ["/api/training/progress"] as const,
};

export const revisionKeys = {
  list: (documentId: string) => ["/api/documents", documentId, "revisions"] as const,
  detail: (documentId: string, revisionId: string) => ["/api/documents", documentId, "revisions", revisionId] as const,
};

export const voiceSessionKeys = {
  all: ["/api/voice/sessions"] as const,
};

export const vocabularyKeys = { all: ["/api/vocabulary"] as const };

export const consultationKeys = {
  all: ["/api/consultations"] as const,
  detail: (id: string) => ["/api/consultations", id] as const,
};
