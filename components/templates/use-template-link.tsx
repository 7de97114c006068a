import { IntentLink } from "@/components/common/intent-link";
import { FilePlus } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { templateEditorHref } from "@/lib/queries/templates";
import { cn } from "@/lib/utils";

/** 'Use Template': opens the editor on a new document started from the template. */
export function UseTemplateLink({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <IntentLink href={templateEditorHref(id)} aria-label={`Use Template: ${name}`} className={cn(buttonVariants(), className)}>
      <FilePlus aria-hidden="true" />
      Use Template
    </IntentLink>
  );
}
