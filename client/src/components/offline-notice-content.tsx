import { CloudOff } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";
import { useOutboxItems } from "@/lib/outbox-sync";
import { useOldestShownRead } from "@/lib/saved-at";
import { formatSavedTime } from "@/lib/saved-time";

/** The CSS variable with the notice's height, so screens fixed below the header move down by it. */
const HEIGHT_VARIABLE = "--offline-notice-height";

/**
 * What the offline notice says (components/offline-notice.tsx): offline, what the page shows was
 * saved at (the oldest read on screen, Nepal time), how many writes wait in the outbox, and that
 * changes needing the network are off.
 */
export function OfflineNoticeContent() {
  const { t } = useTranslation();
  const savedAt = useOldestShownRead(true);
  const waiting = useOutboxItems().filter((item) => !item.failure).length;
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = box.current;
    const root = document.documentElement.style;
    if (!element) return;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);

  const saved = savedAt === null ? null : formatSavedTime(savedAt, currentLanguage());
  return (
    <div ref={box} className="bg-foreground text-background">
      <div className="mx-auto flex max-w-7xl items-start gap-2.5 px-4 py-2 text-sm">
        <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0">
          <strong className="font-semibold">{t("offlineNotice.title")}</strong>
          {saved && (
            <>
              {" · "}
              {saved.today
                ? t("offlineNotice.savedAt", { time: saved.text })
                : t("offlineNotice.savedOn", { time: saved.text })}
            </>
          )}
          {waiting > 0 && (
            <>
              {" · "}
              <span className="font-semibold">
                {t("offlineNotice.waiting", { count: localDigits(waiting) })}
              </span>
            </>
          )}
          <span className="block text-background/80 text-xs sm:inline sm:text-sm">
            <span className="max-sm:hidden"> · </span>
            {t("offlineNotice.readOnly")}
          </span>
        </p>
      </div>
    </div>
  );
}
