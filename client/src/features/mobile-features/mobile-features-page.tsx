import { MonitorSmartphone, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { platform } from "@/lib/native";
import { LocationCard } from "./location-card";
import { PhotoCard } from "./photo-card";
import { PushCard } from "./push-card";
import { VibrationCard } from "./vibration-card";

/** /mobile-features (SPEC §2): try the camera, location, push notifications and vibration. */
export function MobileFeaturesPage() {
  const { t } = useTranslation();
  const device = platform();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="flex items-center gap-3 font-bold text-2xl tracking-tight sm:text-3xl">
        <Smartphone className="size-7 text-primary" aria-hidden="true" />
        {t("pages.mobileFeatures.title")}
      </h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">{t("pages.mobileFeatures.description")}</p>

      <section
        aria-labelledby="mobile-platform-title"
        className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-blue/30 bg-brand-blue/5 p-4 sm:flex-row sm:items-center"
      >
        <MonitorSmartphone className="size-8 shrink-0 text-brand-blue" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="mobile-platform-title" className="font-semibold">
            {t("mobile.platform.title")}
          </h2>
          <p className="text-muted-foreground text-sm">
            {device === "web" ? t("mobile.platform.webNote") : t("mobile.platform.nativeNote")}
          </p>
        </div>
        <dl className="flex items-center gap-2 sm:ml-auto">
          <dt className="text-muted-foreground text-sm">{t("mobile.platform.label")}</dt>
          <dd className="rounded-md border bg-background px-2.5 py-1 font-mono font-semibold text-sm">
            {device}
          </dd>
        </dl>
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <PhotoCard />
        <LocationCard />
        <PushCard />
        <VibrationCard />
      </div>
    </div>
  );
}
