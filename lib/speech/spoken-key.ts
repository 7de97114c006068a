/** A recognised word as the grammar compares it: lower case, without the punctuation a recogniser puts around it ("Period." is "period"). */
export const spokenKey = (token: string) => token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
