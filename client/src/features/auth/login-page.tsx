import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@domain/auth/rules";
import type { SelfServiceRole } from "@domain/auth/user";
import { Briefcase, ShieldAlert, UserRound } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyWhenIdle } from "@/lib/idle";
import { type DemoAccount, DemoAccounts } from "./demo-accounts";
import { firstMethod, type SignInMethod, SignInMethodSwitch } from "./sign-in-method";

// Most visits sign in: the sign-up form is fetched when the browser is idle, or at once with ?mode=signup.
const SignUpForm = lazyWhenIdle(() => import("./sign-up-form").then((m) => ({ default: m.SignUpForm })));
// The number comes first on phones, email on wider screens: each form arrives when idle or chosen
// (a phone signing in by its number never needs the email form's react-hook-form).
const SignInForm = lazyWhenIdle(() => import("./sign-in-form").then((m) => ({ default: m.SignInForm })));
const PhoneSignInForm = lazyWhenIdle(() =>
  import("./phone-sign-in-form").then((m) => ({ default: m.PhoneSignInForm })),
);
// A forgotten password is rare: its form comes when asked for (?mode=reset).
const ResetPasswordForm = lazyWhenIdle(() =>
  import("./reset-password-form").then((m) => ({ default: m.ResetPasswordForm })),
);

const ROLES = [
  { role: "customer", icon: UserRound, label: "login.customer", hint: "login.customerHint" },
  { role: "professional", icon: Briefcase, label: "login.professional", hint: "login.professionalHint" },
] as const;

/**
 * /login: sign in by mobile number (a code by SMS) or by email in the Customer and Professional
 * tabs; ?mode=signup opens the sign-up form, ?mode=reset a forgotten password's reset by phone.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const signingUp = params.get("mode") === "signup";
  const resetting = params.get("mode") === "reset";
  const [method, setMethod] = useState<SignInMethod>(firstMethod);
  // Sent here because an admin suspended the account (lib/account-suspended.ts).
  const suspended = params.get("reason") === "suspended";
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
    setMethod("email");
    if (signingUp || resetting) setParams({}, { replace: true });
  };
  const signIn = () => setParams({}, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-8 sm:py-12">
      {suspended && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t("auth.suspendedTitle")}</p>
            <p className="mt-1">{t("auth.suspendedText")}</p>
          </div>
        </div>
      )}
      <Card>
        <CardHeader className="text-center">
          <h1 className="font-bold text-2xl tracking-tight">{t("login.title")}</h1>
          <p className="text-muted-foreground text-sm">
            {signingUp ? t("login.signUpSubtitle") : t("login.signInSubtitle")}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {resetting ? (
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <ResetPasswordForm onBack={signIn} />
            </Suspense>
          ) : (
            <>
              {!signingUp && <SignInMethodSwitch value={method} onChange={setMethod} />}
              {!signingUp && method === "phone" ? (
                <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                  <PhoneSignInForm idPrefix="sign-in" />
                </Suspense>
              ) : (
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
                        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                          <SignUpForm role={value} />
                        </Suspense>
                      ) : (
                        <>
                          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                            <SignInForm
                              key={`${value}-${filled?.times ?? 0}`}
                              role={value}
                              defaults={filled}
                            />
                          </Suspense>
                          <button
                            type="button"
                            onClick={() => setParams({ mode: "reset" }, { replace: true })}
                            className="justify-self-center rounded-sm text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                          >
                            {t("phoneCode.forgot")}
                          </button>
                        </>
                      )}
                    </TabsContent>
                  ))}
                </Tabs>
              )}
            </>
          )}
          <p className="mt-2 text-center text-muted-foreground text-sm">
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
