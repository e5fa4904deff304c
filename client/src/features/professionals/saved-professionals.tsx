import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useSavedProfessionals } from "./api";
import { LazyProfessionalDialog } from "./dialog/lazy-professional-dialog";
import { ProfessionalGrid } from "./professional-grid";
import { useProDialog } from "./use-pro-dialog";

/** The signed-in user's saved professionals; a card opens the profile dialog right here. */
export function SavedProfessionals() {
  const { t } = useTranslation();
  const query = useSavedProfessionals(true);
  const { hrefFor } = useProDialog();
  const pros = query.data ?? [];
  return (
    <div className="grid gap-4">
      {query.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-center text-destructive">
          {t("saved.loadFailed")}
        </p>
      ) : query.isSuccess && pros.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-10 text-center">
          <Heart className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t("saved.empty")}</p>
          <p className="text-muted-foreground text-sm">{t("saved.emptyHint")}</p>
          <Button asChild variant="outline">
            <Link href="/professionals">{t("saved.browse")}</Link>
          </Button>
        </div>
      ) : (
        <ProfessionalGrid
          pros={pros}
          loading={query.isPending}
          hrefFor={hrefFor}
          className="lg:grid-cols-2 xl:grid-cols-3"
        />
      )}
      <LazyProfessionalDialog />
    </div>
  );
}
