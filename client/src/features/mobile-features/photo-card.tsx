import { Camera } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { currentLanguage } from "@/lib/i18n";
import { NativeError, takePhoto } from "@/lib/native";
import { toast } from "@/lib/use-toast";
import { FeatureCard } from "./feature-card";
import { formatFileSize } from "./format";
import { useFailureToast } from "./use-native-toasts";

type Taken = { url: string; name: string; size: number };

/** Take Photo: the camera (or a camera-first file chooser on the web) and a preview of the photo. */
export function PhotoCard() {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const [photo, setPhoto] = useState<Taken | null>(null);

  // Each preview's object URL is released once it is replaced or the page closes.
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const take = () => {
    takePhoto().then(
      (file) => {
        if (!file.type.startsWith("image/"))
          return failed("photo", new NativeError("no-photo", "Not a photo"));
        setPhoto({ url: URL.createObjectURL(file), name: file.name, size: file.size });
        toast({ title: t("mobile.toasts.photoCaptured"), variant: "success" });
      },
      (error: unknown) => failed("photo", error),
    );
  };

  return (
    <FeatureCard
      id="mobile-photo"
      icon={Camera}
      title={t("mobile.photo.title")}
      description={t("mobile.photo.description")}
      action={
        <Button onClick={take} className="w-full sm:w-auto sm:justify-self-start">
          <Camera aria-hidden="true" />
          {t("mobile.photo.action")}
        </Button>
      }
    >
      {photo ? (
        <figure className="grid gap-2">
          <img
            src={photo.url}
            alt={t("mobile.photo.previewAlt")}
            className="aspect-video w-full rounded-lg border bg-muted object-contain"
          />
          <figcaption className="truncate text-muted-foreground text-xs">
            {t("mobile.photo.details", {
              name: photo.name,
              size: formatFileSize(photo.size, currentLanguage()),
            })}
          </figcaption>
        </figure>
      ) : (
        <p className="text-muted-foreground text-sm">{t("mobile.photo.empty")}</p>
      )}
    </FeatureCard>
  );
}
