import { toDevanagariDigits } from "@domain/money";
import { ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { currentLanguage } from "@/lib/i18n";

/** The job's photos as thumbnails; one opens larger in a viewer that steps through them. */
export function JobPhotos({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  if (urls.length === 0) return null;

  const digits = (value: number) =>
    currentLanguage() === "ne" ? toDevanagariDigits(String(value)) : String(value);
  const count = digits(urls.length);
  const step = (by: number) =>
    setShown((index) => (index === null ? null : (index + by + urls.length) % urls.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  };
  const url = shown === null ? undefined : urls[shown];

  return (
    <section aria-labelledby="job-photos-title" className="grid gap-2">
      <h3 id="job-photos-title" className="font-semibold">
        {t("jobPhotos.title")}
      </h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {urls.map((photo, index) => (
          <li key={photo}>
            <button
              type="button"
              onClick={() => setShown(index)}
              aria-label={t("jobPhotos.open", { number: digits(index + 1), count })}
              className="block aspect-square w-full overflow-hidden rounded-lg border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <img
                src={photo}
                alt=""
                loading="lazy"
                className="size-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>

      <Dialog open={url !== undefined} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent
          closeLabel={t("common.close")}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="max-w-3xl gap-3 p-3 sm:p-4"
        >
          {shown !== null && url && (
            <>
              <DialogTitle className="pr-8 text-base">
                {t("jobPhotos.viewerTitle", { number: digits(shown + 1), count })}
              </DialogTitle>
              <img
                src={url}
                alt={t("jobPhotos.thumbAlt", { number: digits(shown + 1) })}
                className="max-h-[70dvh] w-full rounded-lg bg-muted object-contain"
              />
              <div className="flex items-center gap-2">
                {urls.length > 1 && (
                  <>
                    <Button
                      variant="outline"
                      size="icon"
                      onClick={() => step(-1)}
                      aria-label={t("jobPhotos.previous")}
                    >
                      <ChevronLeft aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      onClick={() => step(1)}
                      aria-label={t("jobPhotos.next")}
                    >
                      <ChevronRight aria-hidden="true" />
                    </Button>
                  </>
                )}
                <Button asChild variant="link" className="ml-auto px-0">
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {t("jobPhotos.openOriginal")}
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
