import { ClipboardList, Handshake, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "@/components/section-heading";
import { localDigits } from "@/lib/local-digits";

export function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { icon: ClipboardList, title: t("landing.step1Title"), text: t("landing.step1Text") },
    { icon: Scale, title: t("landing.step2Title"), text: t("landing.step2Text") },
    { icon: Handshake, title: t("landing.step3Title"), text: t("landing.step3Text") },
  ];
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="how-title" title={t("landing.howTitle")} subtitle={t("landing.howSubtitle")} />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span
              className="absolute top-5 right-5 font-bold text-4xl text-muted-foreground/20"
              aria-hidden="true"
            >
              {localDigits(index + 1)}
            </span>
            <div className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </div>
            <h3 className="mt-4 font-semibold text-lg">{title}</h3>
            <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
