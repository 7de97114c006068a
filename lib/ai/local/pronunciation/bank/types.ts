// Local pronunciation engine: the practice bank format. One item per line:
// "text | phonetic | tip | tip ...". English items leave the phonetic empty (it comes from CMU).
// "[a/b]" picks a regional variant (en-US/en-GB, es-ES/es-MX) in any field.

export const difficulties = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof difficulties)[number];

export const categories = ["words", "phrases", "sentences", "tongue-twisters"] as const;
export type Category = (typeof categories)[number];

/** Bank source: for each category and difficulty, a block of item lines. */
export type BankSource = Record<Category, Record<Difficulty, string>>;

export type BankItem = { text: string; phonetic?: string; tips: string[] };
export type Bank = Record<Category, Record<Difficulty, BankItem[]>>;

export function parseItems(block: string): BankItem[] {
  return block
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [text, phonetic, ...tips] = line.split(/\s*\|\s*/);
      return { text, phonetic: phonetic || undefined, tips: tips.filter(Boolean) };
    });
}

export function parseBank(source: BankSource): Bank {
  const bank = {} as Bank;
  for (const category of categories) {
    bank[category] = {} as Record<Difficulty, BankItem[]>;
    for (const difficulty of difficulties) bank[category][difficulty] = parseItems(source[category][difficulty]);
  }
  return bank;
}
