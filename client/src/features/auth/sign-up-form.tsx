import type { SelfServiceRole } from "@domain/auth/user";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { useSignup } from "./api";
import { toastSignupFailed, welcomeAndGoHome } from "./auth-toasts";
import { useFieldError } from "./use-field-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const signupBodyResolver = lazyZodResolver(() => import("@domain/auth/schemas").then((m) => m.SignupBody));

export function SignUpForm({ role }: { role: SelfServiceRole }) {
  const { t } = useTranslation();
  const signup = useSignup();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: signupBodyResolver,
    defaultValues: { email: "", password: "", firstName: "", lastName: "", role },
  });

  const onSubmit = handleSubmit((body) =>
    signup.mutate(
      { ...body, role },
      {
        onSuccess: () => welcomeAndGoHome(t("login.signupSuccessTitle"), t("login.signupSuccessDescription")),
        onError: (error) => toastSignupFailed(t, error),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${role}-first-name`}
          autoComplete="given-name"
          label={t("login.firstName")}
          error={fieldError("firstName", errors.firstName)}
          {...register("firstName")}
        />
        <FormField
          id={`${role}-last-name`}
          autoComplete="family-name"
          label={t("login.lastName")}
          error={fieldError("lastName", errors.lastName)}
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
        error={fieldError("email", errors.email)}
        {...register("email")}
      />
      <FormField
        id={`${role}-new-password`}
        type="password"
        autoComplete="new-password"
        label={t("login.password")}
        hint={t("login.passwordHint")}
        error={fieldError("password", errors.password)}
        {...register("password")}
      />
      <Button type="submit" size="lg" disabled={signup.isPending} className="w-full">
        {signup.isPending ? t("login.signingUp") : t("login.signUp")}
      </Button>
    </form>
  );
}
