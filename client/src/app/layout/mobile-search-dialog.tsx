import { useTranslation } from "react-i18next";
import { SearchForm } from "@/components/search/search-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The 'Search Services' overlay of MobileSearch (loaded on its own: a Radix dialog). */
export function MobileSearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        className="top-2 w-[calc(100%-1rem)] translate-y-0 px-3 py-4"
      >
        <DialogHeader>
          <DialogTitle>{t("search.overlayTitle")}</DialogTitle>
          <DialogDescription>{t("search.overlayDescription")}</DialogDescription>
        </DialogHeader>
        <SearchForm variant="mobile" onSearched={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
