import type { SelfServiceRole } from "@domain/auth/user";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useLogin } from "./api";
import { toastLoginFailed, welcomeAndGoHome } from "./auth-toasts";

type Credentials = { email: string; password: string };

export function SignInForm({ role, defaults }: { role: SelfServiceRole; defaults?: Credentials }) {
  const { t } = useTranslation();
  const login = useLogin();
  const { register, handleSubmit } = useForm<Credentials>({
    defaultValues: defaults ?? { email: "", password: "" },
  });

  const onSubmit = handleSubmit(({ email, password }) => {
    if (!email.trim() || !password) {
      toast({
        title: t("login.missingTitle"),
        description: t("login.missingDescription"),
        variant: "destructive",
      });
      return;
    }
    login.mutate(
      { email, password, role },
      {
        onSuccess: () => welcomeAndGoHome(t("login.successTitle"), t("login.successDescription")),
        onError: (error) => toastLoginFailed(t, error),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id={`${role}-email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t("login.email")}
        placeholder={t("login.emailPlaceholder")}
        {...register("email")}
      />
      <FormField
        id={`${role}-password`}
        type="password"
        autoComplete="current-password"
        label={t("login.password")}
        {...register("password")}
      />
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? t("login.signingIn") : t("login.signIn")}
      </Button>
    </form>
  );
}
