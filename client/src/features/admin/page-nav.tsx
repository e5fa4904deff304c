import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { localDigits } from "@/lib/local-digits";

/** Previous / "Page 2 of 5" / Next under an admin list of `pages` pages; nothing when there is one. */
export function PageNav({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("admin.users.pagination")} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t("admin.users.previous")}
      </Button>
      <span className="text-muted-foreground text-sm">
        {t("admin.users.pageOf", { page: localDigits(page), pages: localDigits(pages) })}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.users.next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
