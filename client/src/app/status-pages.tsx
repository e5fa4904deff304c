import type { UserRole } from "@domain/auth/user";
import { Compass, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

/** While the current user loads (SPEC §2). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <Spinner className="size-8" />
      <p className="text-muted-foreground">{t("app.loading")}</p>
    </div>
  );
}

/** While a page's code downloads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-10">
      <span className="sr-only" role="status">
        {t("app.loading")}
      </span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="hidden h-32 lg:block" />
      </div>
    </div>
  );
}

function StatusPage({ icon: Icon, title, text }: { icon: typeof Compass; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-5 font-bold text-2xl tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/">{t("notFound.goHome")}</Link>
      </Button>
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage icon={Compass} title={t("notFound.title")} text={t("notFound.description")} />;
}

/** 'Access Denied: This page is only available for professionals.' (SPEC §6), or for admins. */
export function AccessDenied({ audience }: { audience: UserRole }) {
  const { t } = useTranslation();
  const text = audience === "admin" ? t("access.adminsOnly") : t("access.professionalsOnly");
  return <StatusPage icon={ShieldAlert} title={t("access.deniedTitle")} text={text} />;
}
