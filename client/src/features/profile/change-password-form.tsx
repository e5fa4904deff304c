import type { ChangePasswordForm as ChangePasswordValues } from "@domain/auth/schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { errorStatus } from "@/lib/api-error";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { toast } from "@/lib/use-toast";
import { useChangePassword } from "./api";
import { useProfileFieldError } from "./use-profile-field-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const changePasswordResolver = lazyZodResolver(() =>
  import("@domain/auth/schemas").then((m) => m.ChangePasswordForm),
);

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current password, the new one twice; on success the other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const fieldError = useProfileFieldError();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: changePasswordResolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast({ title: t("profile.password.changed"), variant: "success" });
        },
        onError: (error) => {
          const status = errorStatus(error);
          if (status === 403) {
            setError(
              "currentPassword",
              { type: "server", message: t("profile.password.wrongCurrent") },
              { shouldFocus: true },
            );
            return;
          }
          toast({
            title: t("profile.errorTitle"),
            description: t(status === 429 ? "profile.password.tooMany" : "profile.password.failed"),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
      <div>
        <h2 className="font-semibold text-lg">{t("profile.password.title")}</h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("profile.password.text")}</p>
      </div>
      <FormField
        id="password-current"
        type="password"
        autoComplete="current-password"
        label={t("profile.password.current")}
        error={fieldError("currentPassword", errors.currentPassword)}
        {...register("currentPassword")}
      />
      <FormField
        id="password-new"
        type="password"
        autoComplete="new-password"
        label={t("profile.password.new")}
        hint={t("profile.password.newHint")}
        error={fieldError("newPassword", errors.newPassword)}
        {...register("newPassword")}
      />
      <FormField
        id="password-confirm"
        type="password"
        autoComplete="new-password"
        label={t("profile.password.confirm")}
        error={fieldError("confirmPassword", errors.confirmPassword)}
        {...register("confirmPassword")}
      />
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? t("profile.password.submitting") : t("profile.password.submit")}
      </Button>
    </form>
  );
}
