import { useTranslation } from "react-i18next";
import { LOGIN_REDIRECT, LOGIN_REDIRECT_DELAY_MS } from "@/features/auth/use-require-auth";
import { toast } from "@/lib/use-toast";

/** For actions that need login (SPEC §6): toast "Unauthorized", then /api/login after 500 ms. */
export function useLoginPrompt() {
  const { t } = useTranslation();
  return () => {
    toast({
      title: t("auth.unauthorizedTitle"),
      description: t("auth.unauthorizedDescription"),
      variant: "destructive",
    });
    setTimeout(() => window.location.assign(LOGIN_REDIRECT), LOGIN_REDIRECT_DELAY_MS);
  };
}
