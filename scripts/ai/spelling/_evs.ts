import { evaluateSpelling } from "@/scripts/ai/spelling/eval-spelling";
void evaluateSpelling((cells) => console.log(`| ${cells.join(" | ")} |`));
