import type { CurrentUser } from "@domain/auth/user";
import { BadgeCheck, FileBadge, IdCard, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SubmissionList } from "./submission-list";
import { UploadForm } from "./upload-form";

const STEPS = [
  { type: "kyc", icon: IdCard },
  { type: "nstb", icon: FileBadge },
  { type: "background", icon: ShieldCheck },
] as const;

/** /get-verified: a professional sends documents and follows their review. */
export function GetVerifiedPage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("verification.title")}</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">{t("verification.subtitle")}</p>

      {user.isVerified && (
        <div className="mt-6 flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4">
          <BadgeCheck className="size-6 shrink-0 text-success" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t("verification.verifiedTitle")}</p>
            <p className="text-muted-foreground text-sm">{t("verification.verifiedText")}</p>
          </div>
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <h2 className="font-semibold text-lg leading-tight">{t("verification.form.title")}</h2>
              <CardDescription>{t("verification.form.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <UploadForm />
            </CardContent>
          </Card>
          <section aria-labelledby="verification-how" className="grid gap-3">
            <h2 id="verification-how" className="font-semibold text-lg">
              {t("verification.howTitle")}
            </h2>
            <ul className="grid gap-3">
              {STEPS.map(({ type, icon: Icon }) => (
                <li key={type} className="flex gap-3 text-sm">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-medium">{t(`verification.types.${type}`)}</span>
                    <span className="text-muted-foreground">{t(`verification.typeHints.${type}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="verification-list" className="grid content-start gap-3">
          <h2 id="verification-list" className="font-semibold text-lg">
            {t("verification.list.title")}
          </h2>
          <SubmissionList />
        </section>
      </div>
    </div>
  );
}
