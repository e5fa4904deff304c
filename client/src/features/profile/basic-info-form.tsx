import { NEPALI_MOBILE_MESSAGE, nationalMobile } from "@domain/phone-rules";
import { BIO_MAX, isRename } from "@domain/profile/rules";
import type { BasicInfoForm, Profile } from "@domain/profile/schemas";
import { TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { errorCode, errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { AccountTypeField } from "./account-type-field";
import { useUpdateProfile } from "./api";
import { PhoneProof } from "./phone-proof";
import { TextAreaField } from "./text-field";
import { useProfileFieldError } from "./use-profile-field-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const basicInfoSchemaResolver = lazyZodResolver(() =>
  import("@domain/profile/schemas").then((m) => m.BasicInfoForm),
);

function valuesOf(profile: Profile): BasicInfoForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ? nationalMobile(profile.phone) : "",
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    // An admin's role is not theirs to change here; the field is hidden and never sent for them.
    role: profile.role === "professional" ? "professional" : "customer",
  };
}

/** Name, mobile number, location, bio and account type. */
export function BasicInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const fieldError = useProfileFieldError();
  const isAdmin = profile.role === "admin";
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: basicInfoSchemaResolver, defaultValues: valuesOf(profile) });
  // The badge vouches for the name on the ID an admin checked: say so before a new name is saved.
  const [firstName = "", lastName = ""] = watch(["firstName", "lastName"]);
  const losesBadge = profile.isVerified && isRename(profile, { firstName, lastName });

  const onSubmit = handleSubmit(({ role, ...values }) =>
    update.mutate(isAdmin ? values : { ...values, role }, {
      onSuccess: (saved) => reset(valuesOf(saved)),
      // The server checks the number with the same rule; show its refusal at the field too.
      onError: (error) => {
        if (errorCode(error) === "request.invalid" && errorField(error) === "phone") {
          setError("phone", { type: "custom", message: NEPALI_MOBILE_MESSAGE });
        } else if (errorCode(error) === "user.phone_signs_in") {
          setError("phone", { type: "custom", message: errorText(error) ?? NEPALI_MOBILE_MESSAGE });
        }
      },
    }),
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
      {losesBadge && (
        <p
          id="profile-rename-warning"
          role="status"
          className="flex gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>{t("profile.renameUnverifies")}</span>
        </p>
      )}
      <FormField
        id="profile-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t("profile.phone")}
        placeholder={t("profile.phonePlaceholder")}
        hint={t("profile.phoneHint")}
        error={fieldError("phone", errors.phone)}
        {...register("phone")}
      />
      <PhoneProof key={profile.phone} profile={profile} typed={watch("phone") ?? ""} />
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
