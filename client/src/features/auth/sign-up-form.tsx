import type { SelfServiceRole } from "@domain/auth/user";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/form-alert";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { useSignup } from "./api";
import { welcomeAndGoHome } from "./auth-toasts";
import { type Refusal, refusalOf } from "./refusal";
import { useFieldError } from "./use-field-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const signupBodyResolver = lazyZodResolver(() => import("@domain/auth/schemas").then((m) => m.SignupBody));

export function SignUpForm({ role }: { role: SelfServiceRole }) {
  const { t } = useTranslation();
  const signup = useSignup();
  const fieldError = useFieldError();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: signupBodyResolver,
    defaultValues: { email: "", password: "", firstName: "", lastName: "", role },
  });

  const onSubmit = handleSubmit((body) => {
    setRefusal(null);
    signup.mutate(
      { ...body, role },
      {
        onSuccess: () => welcomeAndGoHome(t("login.signupSuccessTitle"), t("login.signupSuccessDescription")),
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  });
  // The schema's message first; else what the server said about that box (a taken email).
  const errorOf = (field: NonNullable<Refusal["field"]>) =>
    fieldError(field, errors[field]) ??
    (refusal?.field === field ? (refusal.text ?? t("login.signupFailedDescription")) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${role}-first-name`}
          autoComplete="given-name"
          label={t("login.firstName")}
          error={errorOf("firstName")}
          {...register("firstName")}
        />
        <FormField
          id={`${role}-last-name`}
          autoComplete="family-name"
          label={t("login.lastName")}
          error={errorOf("lastName")}
          {...register("lastName")}
        />
      </div>
      <FormField
        id={`${role}-signup-email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t("login.email")}
        placeholder={t("login.emailPlaceholder")}
        error={errorOf("email")}
        {...register("email")}
      />
      <FormField
        id={`${role}-new-password`}
        type="password"
        autoComplete="new-password"
        label={t("login.password")}
        hint={t("login.passwordHint")}
        error={errorOf("password")}
        {...register("password")}
      />
      {refusal && !refusal.field && (
        <FormAlert
          title={t("login.signupFailedTitle")}
          description={refusal.text ?? t("login.signupFailedDescription")}
        />
      )}
      <Button type="submit" size="lg" disabled={signup.isPending} className="w-full">
        {signup.isPending ? t("login.signingUp") : t("login.signUp")}
      </Button>
    </form>
  );
}
