import { type BasicInfoForm, BasicInfoForm as BasicInfoSchema, BIO_MAX, type Profile } from "@domain/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/features/auth/form-field";
import { AccountTypeField } from "./account-type-field";
import { useUpdateProfile } from "./api";
import { TextAreaField } from "./text-field";
import { useProfileFieldError } from "./use-profile-field-error";

function valuesOf(profile: Profile): BasicInfoForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    // An admin's role is not theirs to change here; the field is hidden and never sent for them.
    role: profile.role === "professional" ? "professional" : "customer",
  };
}

/** Name, location, bio and account type. */
export function BasicInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const fieldError = useProfileFieldError();
  const isAdmin = profile.role === "admin";
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(BasicInfoSchema), defaultValues: valuesOf(profile) });

  const onSubmit = handleSubmit(({ role, ...values }) =>
    update.mutate(isAdmin ? values : { ...values, role }, { onSuccess: (saved) => reset(valuesOf(saved)) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="profile-first-name"
          autoComplete="given-name"
          label={t("profile.firstName")}
          error={fieldError("firstName", errors.firstName)}
          {...register("firstName")}
        />
        <FormField
          id="profile-last-name"
          autoComplete="family-name"
          label={t("profile.lastName")}
          error={fieldError("lastName", errors.lastName)}
          {...register("lastName")}
        />
      </div>
      <FormField
        id="profile-location"
        autoComplete="address-level2"
        label={t("profile.location")}
        placeholder={t("profile.locationPlaceholder")}
        error={fieldError("location", errors.location)}
        {...register("location")}
      />
      <TextAreaField
        id="profile-bio"
        rows={4}
        label={t("profile.bio")}
        placeholder={t("profile.bioPlaceholder")}
        hint={t("profile.bioHint", { max: BIO_MAX })}
        error={fieldError("bio", errors.bio)}
        {...register("bio")}
      />
      {isAdmin ? (
        <p className="text-muted-foreground text-sm">{t("profile.adminRole")}</p>
      ) : (
        <AccountTypeField registration={register("role")} />
      )}
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        {update.isPending ? t("profile.saving") : t("profile.save")}
      </Button>
    </form>
  );
}
