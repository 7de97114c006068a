import { Badge } from "@/components/ui/badge";
import type { GameDifficulty } from "@/lib/games/definitions";

// beginner green, intermediate yellow, advanced red (core-product §9)
const VARIANT = { beginner: "success", intermediate: "warning", advanced: "destructive" } as const;
const LABEL: Record<GameDifficulty, string> = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" };

export function DifficultyBadge({ difficulty }: { difficulty: GameDifficulty }) {
  return (
    <Badge variant={VARIANT[difficulty]} data-difficulty={difficulty}>
      {LABEL[difficulty]}
    </Badge>
  );
}
