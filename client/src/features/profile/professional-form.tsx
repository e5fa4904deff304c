import { SKILLS_MAX } from "@domain/profile/rules";
import type { ProfessionalFormInput, ProfessionalFormOutput, Profile } from "@domain/profile/schemas";
import { Briefcase } from "lucide-react";
import type { ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { Field, noteId } from "@/components/field";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { useUpdateProfile } from "./api";
import { useProfileFieldError } from "./use-profile-field-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const professionalFormResolver = lazyZodResolver(() =>
  import("@domain/profile/schemas").then((m) => m.ProfessionalForm),
);

function valuesOf(profile: Profile): ProfessionalFormInput {
  return {
    skills: profile.skills.join(", "),
    hourlyRate: profile.hourlyRate === null ? "" : String(profile.hourlyRate),
    dailyRate: profile.dailyRate === null ? "" : String(profile.dailyRate),
  };
}

/** Skills (comma-separated), hourly and daily rate: professionals only (SPEC §2). */
export function ProfessionalFields({ profile }: { profile: Profile }) {
  if (profile.role !== "professional") return <SwitchToProfessional isAdmin={profile.role === "admin"} />;
  return <ProfessionalFieldsForm profile={profile} />;
}

function ProfessionalFieldsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const fieldError = useProfileFieldError();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfessionalFormInput, unknown, ProfessionalFormOutput>({
    resolver: professionalFormResolver,
    defaultValues: valuesOf(profile),
  });
  const onSubmit = handleSubmit((body) =>
    update.mutate(body, { onSuccess: (saved) => reset(valuesOf(saved)) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="profile-skills"
        label={t("profile.skills")}
        placeholder={t("profile.skillsPlaceholder")}
        hint={t("profile.skillsHint", { max: SKILLS_MAX })}
        error={fieldError("skills", errors.skills)}
        {...register("skills")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RateField
          id="profile-hourly-rate"
          label={t("profile.hourlyRate")}
          error={fieldError("hourlyRate", errors.hourlyRate)}
          {...register("hourlyRate")}
        />
        <RateField
          id="profile-daily-rate"
          label={t("profile.dailyRate")}
          error={fieldError("dailyRate", errors.dailyRate)}
          {...register("dailyRate")}
        />
      </div>
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        {update.isPending ? t("profile.saving") : t("profile.save")}
      </Button>
    </form>
  );
}

/** Customers see what being a professional means and can switch in one step. */
function SwitchToProfessional({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
      <div className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Briefcase className="size-5" aria-hidden="true" />
      </div>
      <h3 className="font-semibold text-lg">{t("profile.switchTitle")}</h3>
      <p className="text-muted-foreground text-sm">
        {isAdmin ? t("profile.adminRole") : t("profile.switchText")}
      </p>
      {!isAdmin && (
        <Button
          variant="brand"
          disabled={update.isPending}
          onClick={() => update.mutate({ role: "professional" })}
        >
          {update.isPending ? t("profile.saving") : t("profile.switchButton")}
        </Button>
      )}
    </div>
  );
}

type RateFieldProps = ComponentProps<typeof AmountInput> & { id: string; label: string; error?: string };

/** A rate in rupees, typed in ASCII or Devanagari digits, with its error under it. */
function RateField({ id, label, error, ...inputProps }: RateFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <AmountInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? noteId(id) : undefined}
        {...inputProps}
      />
    </Field>
  );
}
