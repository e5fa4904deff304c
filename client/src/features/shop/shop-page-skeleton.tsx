import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";

/** A shop page's content while it loads: two blocks. */
export function ShopPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy="true">
      <span className="sr-only" role="status">
        {t("shop.loading")}
      </span>
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
