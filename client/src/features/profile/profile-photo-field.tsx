import { detectPhotoType } from "@domain/media/rules";
import { MAX_PROFILE_PHOTO_BYTES, PROFILE_PHOTO_SIDE } from "@domain/profile/photo-rules";
import type { Profile } from "@domain/profile/schemas";
import { Camera, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PersonAvatar } from "@/components/person-avatar";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/error-text";
import { shrinkImage } from "@/lib/shrink-image";
import { toast } from "@/lib/use-toast";
import { useProfilePhoto } from "./api";

const SNIFF_BYTES = 16;

/**
 * The avatar with Add / Change photo and Remove photo. A chosen photo is checked by its first bytes,
 * shrunk whole to 512 px on its longer side in the browser, and sent; the server checks it again.
 */
export function ProfilePhotoField({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const photo = useProfilePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const noteId = useId();
  const hasPhoto = profile.profileImageUrl !== null;

  const save = (next: Blob | null) =>
    photo.mutate(next, {
      onSuccess: () => {
        setProblem(undefined);
        toast({ title: next ? t("profile.photo.updated") : t("profile.photo.removed"), variant: "success" });
      },
      onError: (error) => setProblem(errorText(error) ?? t("profile.photo.failed")),
    });

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!detectPhotoType(head)) return setProblem(t("profile.photo.wrongType"));
    const shrunk = await shrinkImage(file, PROFILE_PHOTO_SIDE);
    if (shrunk.size > MAX_PROFILE_PHOTO_BYTES) return setProblem(t("profile.photo.tooLarge"));
    save(shrunk);
  };

  return (
    <div className="grid justify-items-center gap-2">
      <div className="relative">
        <PersonAvatar size="large" person={profile} className="size-24 text-2xl" />
        {photo.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-background/70">
            <Spinner className="size-6" />
            <span className="sr-only">{t("profile.photo.saving")}</span>
          </span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onChoose(event)}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={photo.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={noteId}
        >
          <Camera aria-hidden="true" />
          {hasPhoto ? t("profile.photo.change") : t("profile.photo.add")}
        </Button>
        {hasPhoto && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={photo.isPending}
            onClick={() => save(null)}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            {t("profile.photo.remove")}
          </Button>
        )}
      </div>
      <p
        id={noteId}
        role={problem ? "alert" : undefined}
        className={problem ? "text-destructive text-sm" : "max-w-56 text-muted-foreground text-xs"}
      >
        {problem ?? t("profile.photo.hint")}
      </p>
    </div>
  );
}
