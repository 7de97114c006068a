// The AI result schemas now live with the request schemas in lib/schemas/ai.ts (one module of
// AI contracts). This path only keeps the local engine (lib/ai/local, being reworked on its own
// branch) compiling until it imports "@/lib/schemas/ai" itself; new code must not import it.
export * from "@/lib/schemas/ai";
