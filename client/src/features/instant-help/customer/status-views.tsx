import { CircleSlash, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ViewHeading } from "./view-heading";

/** While a kept request is read again after a reload. */
export function RequestLoading() {
  const { t } = useTranslation();
  return (
    <Card
      className="mx-auto grid w-full max-w-xl justify-items-center gap-4 p-8"
      aria-busy="true"
      aria-label={t("instantHelp.loading")}
    >
      <Skeleton className="size-20 rounded-full" />
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-4 w-64 max-w-full" />
      <Skeleton className="h-10 w-32" />
    </Card>
  );
}

/** The request could not be read (the server or network is down): try again or start over. */
export function RequestLoadFailed({
  onRetry,
  onStartOver,
}: {
  onRetry: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto grid w-full max-w-xl justify-items-center gap-4 p-8 text-center" role="alert">
      <p className="font-medium">{t("instantHelp.loadFailed")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t("instantHelp.retry")}</Button>
        <Button variant="outline" onClick={onStartOver}>
          {t("instantHelp.startOver")}
        </Button>
      </div>
    </Card>
  );
}

/** The request ended some other way (cancelled after a hire fell through): only Start Over. */
export function RequestClosed({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto grid w-full max-w-xl justify-items-center gap-4 p-8 text-center">
      <CircleSlash className="size-12 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1.5">
        <ViewHeading>{t("instantHelp.closed.title")}</ViewHeading>
        <p className="text-muted-foreground">{t("instantHelp.closed.description")}</p>
      </div>
      <Button size="lg" onClick={onStartOver}>
        <RotateCcw aria-hidden="true" />
        {t("instantHelp.startOver")}
      </Button>
    </Card>
  );
}
