"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@/lib/queries/query-hooks";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/common/form-field";
import { NameFields } from "@/components/common/name-fields";
import { messageForPerson } from "@/lib/api-client";
import { updateProfile } from "@/lib/queries/account";
import { toast } from "@/lib/toast";
import { updateProfileSchema, type UpdateProfileData, type UpdateProfileInput } from "@/lib/schemas/profile";
import type { PublicUser } from "@/lib/schemas/profile";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

export function ProfileForm({ user, onSaved }: { user: PublicUser; onSaved?: () => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileInput, unknown, UpdateProfileData>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });

  async function onSubmit(values: UpdateProfileData) {
    setFormError(null);
    try {
      const saved = await updateProfile(values);
      queryClient.setQueryData(["/api/auth/user"], saved);
    } catch (err) {
      setFormError(messageForPerson(err));
      return;
    }
    toast({ title: "Profile saved", description: "Your name has been updated." });
    onSaved?.();
    // The greeting is rendered on the server from the signed-in user.
    router.refresh();
  }

  return (
    <form {...early} onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <FormErrorAlert message={formError} />
      <NameFields register={register} errors={errors} />
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        <Save aria-hidden="true" />
        {isSubmitting ? "Saving..." : "Save name"}
      </Button>
    </form>
  );
}
