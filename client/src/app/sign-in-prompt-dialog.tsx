import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { rememberReturn } from "@/lib/return-after-login";
import { dismissSignInPrompt, type SignInRequest } from "@/lib/sign-in-prompt";

/** "Sign in to save professionals": Sign In (or create an account), then back where they were. */
export function SignInPromptDialog({ request }: { request: SignInRequest }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const go = (to: string) => {
    rememberReturn(request.returnTo);
    dismissSignInPrompt();
    navigate(to);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && dismissSignInPrompt()}>
      <DialogContent closeLabel={t("common.close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t(`signInPrompt.${request.reason}.title`)}</DialogTitle>
          <DialogDescription>{t(`signInPrompt.${request.reason}.description`)}</DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground text-sm">{t("signInPrompt.comeBack")}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={dismissSignInPrompt}>
            {t("signInPrompt.notNow")}
          </Button>
          <Button variant="outline" onClick={() => go("/login?mode=signup")}>
            {t("signInPrompt.signUp")}
          </Button>
          <Button onClick={() => go("/login")}>
            <LogIn aria-hidden="true" />
            {t("signInPrompt.signIn")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
