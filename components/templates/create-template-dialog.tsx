"use client";
import { useState } from "react";
import type { CustomTemplateType } from "@/lib/schemas/templates";
import { useRouter } from "next/navigation";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { RequirementsInput } from "@/components/templates/requirements-input";
import { templateEditorHref, useGenerateTemplate } from "@/lib/queries/templates";
import { CUSTOM_TEMPLATE_TYPES } from "@/lib/templates/template-model";
import { toast } from "@/lib/toast";
import { quotaMessageOf } from "@/lib/quota-message";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";
import { useStillHere } from "@/lib/hooks/use-still-here";

/** 'Create Custom Template': type (required) + requirements -> POST /api/templates/generate -> the editor. */
export function CreateTemplateDialog() {
  const router = useRouter();
  const generate = useGenerateTemplate();
  const once = useSingleFlight();
  const stillHere = useStillHere();
  const [open, setOpen] = useState(false);
  const [templateType, setTemplateType] = useState<CustomTemplateType | "">("");
  const [requirements, setRequirements] = useState<string[]>([]);
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const blocked = !templateType || generate.isPending;

  function submit() {
    if (!templateType) {
      toast({ title: "Missing Information", description: "Please select a template type.", variant: "destructive" });
      return;
    }
    void once(async () => {
      let id: string;
      setQuotaMessage(null);
      try {
        ({ id } = await generate.mutateAsync({ templateType, requirements }));
      } catch (err) {
        // At the template quota: trying again cannot work; say why and how to make room.
        const quota = quotaMessageOf(err);
        setQuotaMessage(quota);
        toast({ title: "Generation Failed", description: quota ?? "Unable to generate template. Please try again.", variant: "destructive" });
        return;
      }
      toast({ title: "Template Generated!", description: "Your custom template has been created successfully." });
      setOpen(false);
      setTemplateType("");
      setRequirements([]);
      if (stillHere()) router.push(templateEditorHref(id)); // gone elsewhere meanwhile: not pulled into the editor
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !generate.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="lg">
          <Sparkles aria-hidden="true" />
          Create Custom Template
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Custom Template</DialogTitle>
          <DialogDescription>Choose a type and say what you need. We will build a template you can dictate into.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="template-type">Template type (required)</Label>
            <Select id="template-type" value={templateType} onChange={(e) => setTemplateType(e.target.value as CustomTemplateType)} aria-required="true">
              <option value="">Select a template type</option>
              {CUSTOM_TEMPLATE_TYPES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </Select>
          </div>
          <RequirementsInput value={requirements} onChange={setRequirements} />
          {quotaMessage && (
            <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border-2 border-destructive p-3" data-testid="template-quota">
              <p className="text-base font-semibold">{quotaMessage}</p>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Close and see my templates
              </Button>
            </div>
          )}
          <DialogFooter>
            {/* aria-disabled, not disabled: a click without a type still explains what is missing */}
            <Button type="submit" aria-disabled={blocked} className={blocked ? "opacity-60" : undefined}>
              <Sparkles aria-hidden="true" />
              {generate.isPending ? "Generating..." : "Generate Template"}
            </Button>
          </DialogFooter>
          <p className="sr-only" role="status">
            {generate.isPending ? "Generating your template..." : ""}
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
