import type { CurrentUser } from "@domain/user";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { CategoryStrip } from "./category-strip";

/** `/` for signed-in customers: categories, then the professionals grid (filled by its own issue). */
export function HomePage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mx-auto w-full max-w-7xl px-4 pt-8">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
          {t("home.greeting", { name: user.firstName })}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("home.subtitle")}</p>
      </div>
      <CategoryStrip />
      <section aria-labelledby="pros-title" className="mx-auto w-full max-w-7xl px-4 pt-4 pb-12">
        <div className="flex flex-col gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="pros-title" className="font-semibold text-lg">
              {t("home.prosTitle")}
            </h2>
            <p className="mt-1 text-muted-foreground text-sm">{t("home.prosSubtitle")}</p>
          </div>
          <Button asChild variant="brand">
            <Link href="/professionals">
              {t("home.browseAll")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
