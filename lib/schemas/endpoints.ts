// Every endpoint the browser calls, as a contract (lib/api-contract.ts): method, path, and the types
// of its body and query schemas and its answer. The route handler binds to it (withAuth(api.x.y, ...))
// and lib/queries calls it (callApi(api.x.y, ...)), so both sides read one definition.
// Types only are imported here: this module carries no zod and no schema code to the browser.
import type { ZodType } from "zod";
import { defineRoute } from "@/lib/api-contract";
import type { AccessibilitySettingsResponse, accessibilitySettingsBodySchema } from "@/lib/schemas/accessibility-settings";
import type {
  AccountView,
  DeletedAccount,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailLinkRequestSchema,
  emailOnlySchema,
  resetPasswordSchema,
  tokenSchema,
} from "@/lib/schemas/account";
import type * as ai from "@/lib/schemas/ai";
import type { signUpSchema } from "@/lib/schemas/auth";
import type { ConsultationDto, createConsultationSchema } from "@/lib/schemas/consultations";
import type { DashboardStats, dashboardStatsQuerySchema } from "@/lib/schemas/dashboard";
import type {
  createDocumentSchema,
  DeletedDocumentDto,
  DocumentDto,
  DocumentListItem,
  updateDocumentSchema,
} from "@/lib/schemas/documents";
import type { challengeQuerySchema, GameChallenge, GameProgressDto, saveProgressSchema } from "@/lib/schemas/games";
import type { PublicUser, updateProfileSchema } from "@/lib/schemas/profile";
import type * as referral from "@/lib/schemas/referral";
import type { restoreRevisionSchema, RevisionDto, RevisionListItem } from "@/lib/schemas/revisions";
import type {
  GeneratedTemplateDto,
  listTemplatesQuerySchema,
  TemplateCategoryDto,
  TemplateDetail,
  TemplateSummary,
} from "@/lib/schemas/templates";
import type { completeModuleSchema, TrainingModuleDto, TrainingProgramDto, TrainingProgressDto } from "@/lib/schemas/training";
import type * as vocabulary from "@/lib/schemas/vocabulary";
import type { createVoiceSessionSchema, listVoiceSessionsQuerySchema, VoiceSessionDto } from "@/lib/schemas/voice-sessions";

type Message = { message: string };

/** An AI tool: POST its request, answered with its result and the engine that made it. */
function aiRoute<const P extends string>(path: P) {
  return { takes: <B extends ZodType, A>() => defineRoute("POST", path).takes<{ body: B; answer: ai.WithEngine<A> }>() };
}

export const api = {
  accessibilitySettings: {
    get: defineRoute("GET", "/api/accessibility/settings").takes<{ answer: AccessibilitySettingsResponse }>(),
    save: defineRoute("PUT", "/api/accessibility/settings").takes<{ body: typeof accessibilitySettingsBodySchema; answer: AccessibilitySettingsResponse }>(),
  },
  account: {
    get: defineRoute("GET", "/api/account").takes<{ answer: AccountView }>(),
    delete: defineRoute("DELETE", "/api/account").takes<{ body: typeof deleteAccountSchema; answer: DeletedAccount }>(),
    confirmation: defineRoute("POST", "/api/account/confirmation").takes<{ answer: Message }>(),
    deleteLink: defineRoute("POST", "/api/account/delete-link").takes<{ answer: Message }>(),
    changeEmail: defineRoute("POST", "/api/account/email").takes<{ body: typeof changeEmailSchema; answer: Message & { pendingEmail: string } }>(),
    changePassword: defineRoute("PUT", "/api/account/password").takes<{ body: typeof changePasswordSchema; answer: Message }>(),
    signOutEverywhere: defineRoute("POST", "/api/account/sign-out-everywhere").takes<{ answer: Message }>(),
  },
  auth: {
    register: defineRoute("POST", "/api/auth/register").takes<{ body: typeof signUpSchema; answer: PublicUser }>(),
    user: defineRoute("GET", "/api/auth/user").takes<{ answer: PublicUser }>(),
    updateUser: defineRoute("PATCH", "/api/auth/user").takes<{ body: typeof updateProfileSchema; answer: PublicUser }>(),
    emailLink: defineRoute("POST", "/api/auth/email-link").takes<{ body: typeof emailLinkRequestSchema; answer: Message }>(),
    openEmailLink: defineRoute("POST", "/api/auth/email-link/verify").takes<{
      body: typeof tokenSchema;
      answer: { user: PublicUser; created: boolean };
    }>(),
    passwordReset: defineRoute("POST", "/api/auth/password-reset").takes<{ body: typeof emailOnlySchema; answer: Message }>(),
    completePasswordReset: defineRoute("POST", "/api/auth/password-reset/complete").takes<{ body: typeof resetPasswordSchema; answer: { user: PublicUser } }>(),
    confirmEmail: defineRoute("POST", "/api/auth/confirm-email").takes<{
      body: typeof tokenSchema;
      answer: { email: string; changed: boolean };
    }>(),
    deleteAccount: defineRoute("POST", "/api/auth/delete-account").takes<{ body: typeof tokenSchema; answer: DeletedAccount }>(),
  },
  ai: {
    enhancePunctuation: aiRoute("/api/ai/enhance-punctuation").takes<typeof ai.enhancePunctuationRequestSchema, ai.PunctuationResult>(),
    enhanceDocument: defineRoute("POST", "/api/documents/[id]/enhance").takes<{ answer: ai.WithEngine<ai.EnhanceDocumentResult> }>(),
    lecture: aiRoute("/api/transcription/lecture").takes<typeof ai.lectureRequestSchema, ai.LectureNotes>(),
    meeting: aiRoute("/api/transcription/meeting").takes<typeof ai.meetingRequestSchema, ai.MeetingMinutes>(),
    legal: aiRoute("/api/legal/format").takes<typeof ai.legalFormatRequestSchema, ai.LegalDocument>(),
    brainstormPrompt: defineRoute("GET", "/api/brainstorm/prompt").takes<{ query: typeof ai.brainstormPromptQuerySchema; answer: ai.WithEngine<ai.BrainstormPrompt> }>(),
    brainstormStarters: aiRoute("/api/brainstorm/starters").takes<typeof ai.brainstormStartersRequestSchema, ai.BrainstormStarters>(),
    brainstormAnalysis: aiRoute("/api/brainstorm/analyze").takes<typeof ai.brainstormAnalyzeRequestSchema, ai.BrainstormAnalysis>(),
    pronunciationExercises: aiRoute("/api/pronunciation/generate").takes<typeof ai.pronunciationGenerateRequestSchema, ai.PronunciationExercises>(),
    pronunciationFeedback: aiRoute("/api/pronunciation/analyze").takes<typeof ai.pronunciationAnalyzeRequestSchema, ai.PronunciationFeedback>(),
  },
  consultations: {
    list: defineRoute("GET", "/api/consultations").takes<{ answer: ConsultationDto[] }>(),
    create: defineRoute("POST", "/api/consultations").takes<{ body: typeof createConsultationSchema; answer: ConsultationDto }>(),
    get: defineRoute("GET", "/api/consultations/[id]").takes<{ answer: ConsultationDto }>(),
    cancel: defineRoute("POST", "/api/consultations/[id]/cancel").takes<{ answer: ConsultationDto }>(),
  },
  dashboard: {
    stats: defineRoute("GET", "/api/dashboard/stats").takes<{ query: typeof dashboardStatsQuerySchema; answer: DashboardStats }>(),
  },
  documents: {
    list: defineRoute("GET", "/api/documents").takes<{ answer: DocumentListItem[] }>(),
    create: defineRoute("POST", "/api/documents").takes<{ body: typeof createDocumentSchema; answer: DocumentDto }>(),
    get: defineRoute("GET", "/api/documents/[id]").takes<{ answer: DocumentDto }>(),
    update: defineRoute("PUT", "/api/documents/[id]").takes<{ body: typeof updateDocumentSchema; answer: DocumentDto }>(),
    delete: defineRoute("DELETE", "/api/documents/[id]").takes<{ answer: DeletedDocumentDto }>(),
    restore: defineRoute("POST", "/api/documents/[id]/restore").takes<{ answer: DocumentDto }>(),
  },
  games: {
    progress: defineRoute("GET", "/api/games/progress").takes<{ answer: GameProgressDto[] }>(),
    challenge: defineRoute("GET", "/api/games/[gameId]/challenge").takes<{ query: typeof challengeQuerySchema; answer: GameChallenge }>(),
    saveProgress: defineRoute("POST", "/api/games/[gameId]/progress").takes<{ body: typeof saveProgressSchema; answer: GameProgressDto }>(),
  },
  referral: {
    mine: defineRoute("GET", "/api/referral").takes<{ answer: referral.ReferralDto }>(),
    stats: defineRoute("GET", "/api/referral/stats").takes<{ answer: referral.RewardStatsDto }>(),
    recordShare: defineRoute("POST", "/api/referral/shares").takes<{ body: typeof referral.recordShareSchema; answer: referral.RecordShareResultDto }>(),
    redeem: defineRoute("POST", "/api/referral/redemptions").takes<{ body: typeof referral.redeemRewardSchema; answer: referral.RedemptionDto }>(),
    recordVisit: defineRoute("POST", "/api/referral/visits").takes<{ body: typeof referral.recordVisitSchema; answer: referral.VisitResultDto }>(),
  },
  revisions: {
    list: defineRoute("GET", "/api/documents/[id]/revisions").takes<{ answer: RevisionListItem[] }>(),
    get: defineRoute("GET", "/api/documents/[id]/revisions/[revisionId]").takes<{ answer: RevisionDto }>(),
    restore: defineRoute("POST", "/api/documents/[id]/revisions/[revisionId]/restore").takes<{ body: typeof restoreRevisionSchema; answer: DocumentDto }>(),
  },
  templates: {
    list: defineRoute("GET", "/api/templates").takes<{ query: typeof listTemplatesQuerySchema; answer: TemplateSummary[] }>(),
    categories: defineRoute("GET", "/api/templates/categories").takes<{ answer: TemplateCategoryDto[] }>(),
    get: defineRoute("GET", "/api/templates/[id]").takes<{ answer: TemplateDetail }>(),
    delete: defineRoute("DELETE", "/api/templates/[id]").takes<{ answer: null }>(),
    generate: defineRoute("POST", "/api/templates/generate").takes<{ body: typeof ai.generateTemplateRequestSchema; answer: GeneratedTemplateDto }>(),
  },
  training: {
    programs: defineRoute("GET", "/api/training/programs").takes<{ answer: TrainingProgramDto[] }>(),
    modules: defineRoute("GET", "/api/training/programs/[id]/modules").takes<{ answer: TrainingModuleDto[] }>(),
    progress: defineRoute("GET", "/api/training/progress").takes<{ answer: TrainingProgressDto[] }>(),
    startModule: defineRoute("POST", "/api/training/modules/[id]/start").takes<{ answer: TrainingProgressDto }>(),
    completeModule: defineRoute("POST", "/api/training/modules/[id]/complete").takes<{ body: typeof completeModuleSchema; answer: TrainingProgressDto }>(),
  },
  vocabulary: {
    list: defineRoute("GET", "/api/vocabulary").takes<{ answer: vocabulary.VocabularyEntryDto[] }>(),
    create: defineRoute("POST", "/api/vocabulary").takes<{ body: typeof vocabulary.createVocabularySchema; answer: vocabulary.VocabularyEntryDto }>(),
    update: defineRoute("PATCH", "/api/vocabulary/[id]").takes<{ body: typeof vocabulary.updateVocabularySchema; answer: vocabulary.VocabularyEntryDto }>(),
    delete: defineRoute("DELETE", "/api/vocabulary/[id]").takes<{ answer: null }>(),
    import: defineRoute("POST", "/api/vocabulary/import").takes<{ body: typeof vocabulary.importVocabularySchema; answer: vocabulary.ImportVocabularyResult }>(),
  },
  voiceSessions: {
    list: defineRoute("GET", "/api/voice/sessions").takes<{ query: typeof listVoiceSessionsQuerySchema; answer: VoiceSessionDto[] }>(),
    create: defineRoute("POST", "/api/voice/sessions").takes<{ body: typeof createVoiceSessionSchema; answer: VoiceSessionDto }>(),
  },
};
