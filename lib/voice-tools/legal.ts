// Legal dictation labels, banners and footer (voice-tools-and-enterprise §3, §5, §7).
import type { ConfidentialityLevel, LegalDocumentType } from "@/lib/schemas/ai";

export const LEGAL_DOCUMENT_TYPE_LABELS: Record<LegalDocumentType, string> = {
  motion: "Motion",
  brief: "Legal Brief",
  contract: "Contract Draft",
  memo: "Legal Memorandum",
  deposition: "Deposition Notes",
  correspondence: "Legal Correspondence",
  pleading: "Pleading",
};

export const CONFIDENTIALITY_LABELS: Record<ConfidentialityLevel, string> = {
  public: "Public",
  confidential: "Confidential",
  "attorney-client": "Attorney-Client Privileged",
  "work-product": "Attorney Work Product",
};

export const DEFAULT_CONFIDENTIALITY: ConfidentialityLevel = "confidential";

const BANNER_TITLES: Record<ConfidentialityLevel, string[]> = {
  "attorney-client": ["PRIVILEGED & CONFIDENTIAL", "ATTORNEY-CLIENT PRIVILEGED COMMUNICATION"],
  "work-product": ["PRIVILEGED & CONFIDENTIAL", "ATTORNEY WORK PRODUCT - PREPARED IN ANTICIPATION OF LITIGATION"],
  confidential: ["CONFIDENTIAL", "CONFIDENTIAL LEGAL DOCUMENT - DO NOT DISTRIBUTE"],
  public: ["LEGAL DOCUMENT"],
};

const RULE = "=".repeat(60);

/** The banner a download starts with, chosen by level, carrying the date and the case number. */
export function confidentialityBanner(level: ConfidentialityLevel, date: string, caseNumber: string): string {
  return [RULE, ...BANNER_TITLES[level], `Date: ${date}`, `Case Number: ${caseNumber.trim()}`, RULE].join("\n");
}

/** The footer every legal download ends with. */
export const CONFIDENTIAL_FOOTER = [
  RULE,
  "CONFIDENTIAL: This document may contain privileged and confidential information.",
  "If you received it in error, notify the sender and delete it. Do not copy or distribute it.",
  RULE,
].join("\n");
