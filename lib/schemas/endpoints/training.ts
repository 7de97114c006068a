// Training programmes and progress: each endpoint's contract (lib/api-contract.ts), bound by its route handler and
// called from lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { completeModuleSchema, TrainingModuleDto, TrainingProgramDto, TrainingProgressDto } from "@/lib/schemas/training";

export const trainingApi = {
  programs: defineRoute("GET", "/api/training/programs").takes<{ answer: TrainingProgramDto[] }>(),
  modules: defineRoute("GET", "/api/training/programs/[id]/modules").takes<{ answer: TrainingModuleDto[] }>(),
  progress: defineRoute("GET", "/api/training/progress").takes<{ answer: TrainingProgressDto[] }>(),
  startModule: defineRoute("POST", "/api/training/modules/[id]/start").takes<{ answer: TrainingProgressDto }>(),
  completeModule: defineRoute("POST", "/api/training/modules/[id]/complete").takes<{ body: typeof completeModuleSchema; answer: TrainingProgressDto }>(),
};
