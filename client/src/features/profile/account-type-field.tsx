import { SELF_SERVICE_ROLES } from "@domain/auth/user-rules";
import { Briefcase, UserRound } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

const ICONS = { customer: UserRound, professional: Briefcase } as const;

/** Customer or professional (never admin, SPEC §6) as two large radio cards. */
export function AccountTypeField({ registration }: { registration: UseFormRegisterReturn<"role"> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-medium text-sm">{t("profile.accountType")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SELF_SERVICE_ROLES.map((role) => {
          const Icon = ICONS[role];
          return (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input type="radio" value={role} className="mt-1 accent-primary" {...registration} />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 font-medium text-sm">
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`profile.roles.${role}`)}
                </span>
                <span className="text-muted-foreground text-xs">{t(`profile.${role}Hint`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
