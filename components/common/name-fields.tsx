import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormField, fieldAria } from "@/components/common/form-field";

type NameField = "firstName" | "lastName";

/** First and last name (sign-up and the profile form): one definition of the labels, autocomplete and ARIA. */
export function NameFields({
  register,
  errors,
}: {
  register: (name: NameField) => UseFormRegisterReturn;
  errors: Partial<Record<NameField, { message?: string }>>;
}) {
  return (
    <>
      <FormField id="firstName" label="First name" error={errors.firstName?.message}>
        <Input id="firstName" autoComplete="given-name" {...fieldAria("firstName", errors.firstName?.message)} {...register("firstName")} />
      </FormField>
      <FormField id="lastName" label="Last name (optional)" error={errors.lastName?.message}>
        <Input id="lastName" autoComplete="family-name" {...fieldAria("lastName", errors.lastName?.message)} {...register("lastName")} />
      </FormField>
    </>
  );
}
