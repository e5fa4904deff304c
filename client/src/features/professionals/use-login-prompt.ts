import { useTranslation } from "react-i18next";
import { sendToLogin } from "@/lib/use-require-auth";

/** For actions that need login (SPEC §6): toast "Unauthorized", then /api/login after 500 ms. */
export function useLoginPrompt() {
  const { t } = useTranslation();
  return () => {
    sendToLogin(t);
  };
}
