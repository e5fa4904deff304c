import { CloudOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "@/lib/online";

/**
 * Actions that need the network, turned off while offline (a disabled fieldset turns off every
 * button and field in it), with the reason said once above them. Layout is untouched.
 */
export function NeedsConnection({ children, reason = true }: { children: ReactNode; reason?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <>
      {!online && reason && (
        <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          {t("offlineNotice.needsConnection")}
        </p>
      )}
      <fieldset disabled={!online} className="contents">
        {children}
      </fieldset>
    </>
  );
}
