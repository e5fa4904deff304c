import { MAX_JOB_PHOTOS, PHOTO_CONTENT_TYPES } from "@domain/media/rules";
import { toDevanagariDigits } from "@domain/money";
import { Camera, CircleAlert, CircleCheck, ImagePlus, RotateCcw, X } from "lucide-react";
import { type ChangeEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { currentLanguage } from "@/lib/i18n";
import { NativeError, platform, takePhoto } from "@/lib/native";
import { toast } from "@/lib/use-toast";
import type { JobPhoto, JobPhotos } from "./use-job-photos";

const ACCEPT = PHOTO_CONTENT_TYPES.join(",");

/** Phones and the native app get a camera button; on a desktop a file chooser is the camera. */
const canUseCamera = () => platform() !== "web" || window.matchMedia("(pointer: coarse)").matches;

/** Up to five photos for the job: take or choose them, watch them upload, remove any before posting. */
export function PhotosField({ photos }: { photos: JobPhotos }) {
  const { t } = useTranslation();
  const id = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const digits = (value: number) =>
    currentLanguage() === "ne" ? toDevanagariDigits(String(value)) : String(value);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length > 0) void photos.add(files);
  };

  const take = () => {
    takePhoto().then(
      (file) => photos.add([file]),
      (error: unknown) => {
        // Closing the camera without a photo is a choice, not a problem.
        if (error instanceof NativeError && error.reason === "no-photo") return;
        toast({
          title: t("mobile.toasts.cameraErrorTitle"),
          description: t("mobile.toasts.cameraErrorDescription"),
          variant: "destructive",
        });
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {t("jobPhotos.title")}
        </h3>
        <Badge variant="secondary">{t("jobPhotos.optional")}</Badge>
        <span className="ml-auto text-muted-foreground text-xs">
          {t("jobPhotos.count", { current: digits(photos.photos.length), max: digits(MAX_JOB_PHOTOS) })}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t("jobPhotos.hint", { max: digits(MAX_JOB_PHOTOS) })}
      </p>

      {photos.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              number={digits(index + 1)}
              onRemove={() => photos.remove(photo.key)}
              onRetry={() => photos.retry(photo.key)}
            />
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2 sm:flex-row">
        {canUseCamera() && (
          <Button type="button" variant="outline" onClick={take} disabled={photos.full}>
            <Camera aria-hidden="true" />
            {t("jobPhotos.take")}
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          onClick={() => chooser.current?.click()}
          disabled={photos.full}
          aria-describedby={`${id}-hint`}
        >
          <ImagePlus aria-hidden="true" />
          {t("jobPhotos.choose")}
        </Button>
        <input ref={chooser} type="file" accept={ACCEPT} multiple hidden tabIndex={-1} onChange={onChosen} />
      </div>

      {photos.problems.length > 0 && (
        <ul role="alert" className="grid gap-1 text-destructive text-sm">
          {photos.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

type PhotoTileProps = { photo: JobPhoto; number: string; onRemove: () => void; onRetry: () => void };

function PhotoTile({ photo, number, onRemove, onRetry }: PhotoTileProps) {
  const { t } = useTranslation();
  const percent = Math.round(photo.progress * 100);
  const percentText = currentLanguage() === "ne" ? toDevanagariDigits(String(percent)) : String(percent);
  return (
    <li className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
      <img
        src={photo.previewUrl}
        alt={t("jobPhotos.thumbAlt", { number })}
        className={`size-full object-cover ${photo.status === "done" ? "" : "opacity-60"}`}
      />
      {photo.status === "uploading" && (
        <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-background/85 p-1.5">
          <span className="text-[11px] leading-none" aria-hidden="true">
            {t("jobPhotos.uploading", { percent: percentText })}
          </span>
          <div
            role="progressbar"
            aria-label={t("jobPhotos.progressLabel", { number })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {photo.status === "done" && (
        <CircleCheck
          className="absolute bottom-1.5 left-1.5 size-5 rounded-full bg-background text-success"
          aria-hidden="true"
        />
      )}
      {photo.status === "failed" && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-background/85 p-1 text-center">
          <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
          <span className="font-medium text-[11px] text-destructive leading-tight" title={photo.error}>
            {t("jobPhotos.failed")}
            <span className="sr-only">: {photo.error}</span>
          </span>
          <Button type="button" size="sm" variant="secondary" className="h-7 px-2 text-xs" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t("jobPhotos.retry")}
          </Button>
        </div>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t("jobPhotos.remove", { number })}
        className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-background/90 shadow-sm transition-colors hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
