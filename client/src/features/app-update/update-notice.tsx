import { RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { forceUpdate } from "./force-update";
import { useVersionCheck } from "./use-version-check";

/**
 * The update banner (SPEC §2 "Update notice", §4): above the phone's bottom navigation, bottom right
 * on wider screens. The live region stays mounted so screen readers announce the notice.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const { updateAvailable, dismiss } = useVersionCheck();
  const [updating, setUpdating] = useState(false);
  const titleId = useId();
  const textId = useId();

  const updateNow = () => {
    setUpdating(true);
    void forceUpdate();
  };

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-3 md:inset-x-auto md:right-6 md:bottom-6 md:px-0"
    >
      {updateAvailable && (
        <section
          aria-labelledby={titleId}
          aria-describedby={textId}
          className="pointer-events-auto w-full max-w-md rounded-xl border bg-card p-4 text-card-foreground shadow-lg"
        >
          <div className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <RefreshCw className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 id={titleId} className="font-semibold leading-tight">
                {t("appUpdate.title")}
              </h2>
              <p id={textId} className="mt-1 text-muted-foreground text-sm">
                {t("appUpdate.description")}
              </p>
            </div>
          </div>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={dismiss} disabled={updating}>
              {t("appUpdate.later")}
            </Button>
            <Button size="sm" onClick={updateNow} disabled={updating}>
              {updating && <Spinner className="text-primary-foreground" />}
              {updating ? t("appUpdate.updating") : t("appUpdate.updateNow")}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
