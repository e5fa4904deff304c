import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@domain/auth/rules";
import { useTranslation } from "react-i18next";

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

const LABEL_KEYS = {
  customer: "login.demoCustomer",
  professional: "login.demoProfessional",
  admin: "login.demoAdmin",
} as const satisfies Record<DemoAccount, string>;

/**
 * The seeded demo logins; choosing one fills the sign-in form. The customer and professional share
 * the demo password; the admin's is generated on the server's first start, so it is not shown.
 */
export function DemoAccounts({ onChoose }: { onChoose: (account: DemoAccount) => void }) {
  const { t } = useTranslation();
  const accounts = Object.keys(DEMO_ACCOUNTS) as DemoAccount[];
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-lg border border-dashed bg-muted/50 p-4"
    >
      <h2 id="demo-accounts-title" className="font-semibold text-sm">
        {t("login.demoTitle")}
      </h2>
      <p className="mt-1 text-muted-foreground text-xs">
        {t("login.demoDescription", { password: DEMO_PASSWORD })}
      </p>
      <ul className="mt-3 grid gap-2">
        {accounts.map((account) => (
          <li key={account}>
            <button
              type="button"
              onClick={() => onChoose(account)}
              className="flex w-full items-center justify-between gap-2 rounded-md border bg-background px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="grid min-w-0">
                <span className="font-medium">{t(LABEL_KEYS[account])}</span>
                {account === "admin" && (
                  <span className="text-muted-foreground text-xs">
                    {t("login.demoAdminHint", { file: "admin-password" })}
                  </span>
                )}
              </span>
              <span className="truncate font-mono text-muted-foreground text-xs">
                {DEMO_ACCOUNTS[account]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
