import type { SelfServiceRole } from "@domain/auth/user";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/form-alert";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { useLogin } from "./api";
import { welcomeAndGoHome } from "./auth-toasts";
import { type Refusal, refusalOf } from "./refusal";
import { useFieldError } from "./use-field-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const loginBodyResolver = lazyZodResolver(() => import("@domain/auth/schemas").then((m) => m.LoginBody));

type Credentials = { email: string; password: string };

/**
 * Sign in. Every problem shows in the form, as sign-up's do: an empty box gives the spec's "Missing
 * information" (SPEC §5), a malformed email its message under the box, and a refusal (SPEC §8,
 * "Login failed" with the server's reason) stays above the button.
 */
export function SignInForm({ role, defaults }: { role: SelfServiceRole; defaults?: Credentials }) {
  const { t } = useTranslation();
  const login = useLogin();
  const fieldError = useFieldError();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({
    resolver: loginBodyResolver,
    defaultValues: defaults ?? { email: "", password: "" },
  });
  // An empty box: the one message of the spec for both, above the button, and both boxes marked.
  const missing = errors.email?.type === "too_small" || errors.password?.type === "too_small";

  const onSubmit = handleSubmit(({ email, password }) => {
    setRefusal(null);
    login.mutate(
      { email, password, role },
      {
        onSuccess: () => welcomeAndGoHome(t("login.successTitle"), t("login.successDescription")),
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  });

  const emailError = missing
    ? undefined
    : (fieldError("email", errors.email) ??
      (refusal?.field === "email" ? (refusal.text ?? t("login.failedDescription")) : undefined));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id={`${role}-email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t("login.email")}
        placeholder={t("login.emailPlaceholder")}
        error={emailError}
        aria-invalid={errors.email || refusal?.field === "email" ? true : undefined}
        {...register("email")}
      />
      <FormField
        id={`${role}-password`}
        type="password"
        autoComplete="current-password"
        label={t("login.password")}
        error={missing ? undefined : fieldError("password", errors.password)}
        aria-invalid={errors.password ? true : undefined}
        {...register("password")}
      />
      {missing ? (
        <FormAlert title={t("login.missingTitle")} description={t("login.missingDescription")} />
      ) : (
        refusal &&
        !refusal.field && (
          <FormAlert
            title={t("login.failedTitle")}
            description={refusal.text ?? t("login.failedDescription")}
          />
        )
      )}
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? t("login.signingIn") : t("login.signIn")}
      </Button>
    </form>
  );
}
