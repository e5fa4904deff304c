import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-error";
import { useMediaQuery } from "@/lib/use-media-query";
import { useProfessional } from "../api";
import { useProDialog } from "../use-pro-dialog";
import { DesktopDetail, MobileDetail } from "./detail-layouts";

/** The professional dialog of whatever page it is on, opened by ?pro=<id> in the URL. */
export function ProfessionalDialog() {
  const { t } = useTranslation();
  const { openId, close } = useProDialog();
  // Opened by a link, not a Radix trigger: remember what had focus (the card) to return to it.
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = openId !== null;
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      {openId && (
        <DialogContent
          closeLabel={t("proDetail.close")}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="block h-dvh max-h-dvh w-full max-w-none gap-0 rounded-none p-0 md:h-auto md:max-h-[calc(100dvh-4rem)] md:w-[calc(100%-4rem)] md:max-w-4xl md:rounded-xl"
        >
          <DetailBody id={openId} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DetailBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery("(min-width: 768px)");
  const query = useProfessional(id);
  if (query.isPending) {
    return (
      <div className="grid gap-4 p-6" aria-busy="true">
        <DialogTitle className="sr-only">{t("proDetail.loading")}</DialogTitle>
        <DialogDescription className="sr-only">{t("app.loading")}</DialogDescription>
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (query.isError) {
    const missing = [400, 404].includes(errorStatus(query.error) ?? 0);
    return (
      <div className="grid justify-items-start gap-3 p-6 pr-12">
        <DialogTitle>{missing ? t("proDetail.notFound") : t("proDetail.loadFailed")}</DialogTitle>
        <DialogDescription>
          {missing ? t("proDetail.notFoundHint") : t("proDetail.loadFailedHint")}
        </DialogDescription>
        {!missing && (
          <Button variant="outline" onClick={() => query.refetch()}>
            {t("professionals.retry")}
          </Button>
        )}
      </div>
    );
  }
  return desktop ? <DesktopDetail pro={query.data} /> : <MobileDetail pro={query.data} />;
}
