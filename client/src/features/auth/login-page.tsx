import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@domain/auth/rules";
import type { SelfServiceRole } from "@domain/auth/user";
import { Briefcase, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type DemoAccount, DemoAccounts } from "./demo-accounts";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const ROLES = [
  { role: "customer", icon: UserRound, label: "login.customer", hint: "login.customerHint" },
  { role: "professional", icon: Briefcase, label: "login.professional", hint: "login.professionalHint" },
] as const;

/** /login: Customer and Professional tabs; ?mode=signup opens the sign-up form. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const signingUp = params.get("mode") === "signup";
  const [role, setRole] = useState<SelfServiceRole>("customer");
  const [filled, setFilled] = useState<{ email: string; password: string; times: number }>();

  const switchMode = () => setParams(signingUp ? {} : { mode: "signup" }, { replace: true });
  const chooseDemo = (account: DemoAccount) => {
    // The admin has no tab of its own; it signs in from the Customer tab.
    setRole(account === "professional" ? "professional" : "customer");
    setFilled((previous) => ({
      email: DEMO_ACCOUNTS[account],
      // The admin's password is generated per install (DATA_DIR/admin-password), never the demo one.
      password: account === "admin" ? "" : DEMO_PASSWORD,
      times: (previous?.times ?? 0) + 1,
    }));
    if (signingUp) setParams({}, { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-8 sm:py-12">
      <Card>
        <CardHeader className="text-center">
          <h1 className="font-bold text-2xl tracking-tight">{t("login.title")}</h1>
          <p className="text-muted-foreground text-sm">
            {signingUp ? t("login.signUpSubtitle") : t("login.signInSubtitle")}
          </p>
        </CardHeader>
        <CardContent>
          <Tabs value={role} onValueChange={(value) => setRole(value as SelfServiceRole)}>
            <TabsList className="grid w-full grid-cols-2" aria-label={t("login.roleLabel")}>
              {ROLES.map(({ role: value, icon: Icon, label }) => (
                <TabsTrigger key={value} value={value}>
                  <Icon aria-hidden="true" />
                  {t(label)}
                </TabsTrigger>
              ))}
            </TabsList>
            {ROLES.map(({ role: value, hint }) => (
              <TabsContent key={value} value={value} className="grid gap-4">
                <p className="text-center text-muted-foreground text-sm">{t(hint)}</p>
                {signingUp ? (
                  <SignUpForm role={value} />
                ) : (
                  <SignInForm key={`${value}-${filled?.times ?? 0}`} role={value} defaults={filled} />
                )}
              </TabsContent>
            ))}
          </Tabs>
          <p className="mt-6 text-center text-muted-foreground text-sm">
            {signingUp ? t("login.haveAccount") : t("login.noAccount")}{" "}
            <button
              type="button"
              onClick={switchMode}
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {signingUp ? t("login.signIn") : t("login.signUp")}
            </button>
          </p>
        </CardContent>
      </Card>
      <DemoAccounts onChoose={chooseDemo} />
    </div>
  );
}
