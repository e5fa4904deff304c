import { Award, MapPinned, MonitorSmartphone, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Why Choose: what Sipalu's courses offer, told without invented numbers. */
export function WhyChoose() {
  const { t } = useTranslation();
  const reasons = [
    { icon: Award, title: t("training.why.certifiedTitle"), text: t("training.why.certifiedText") },
    { icon: MapPinned, title: t("training.why.nationwideTitle"), text: t("training.why.nationwideText") },
    { icon: Wallet, title: t("training.why.affordableTitle"), text: t("training.why.affordableText") },
    {
      icon: MonitorSmartphone,
      title: t("training.why.flexibleTitle"),
      text: t("training.why.flexibleText"),
    },
  ];
  return (
    <section aria-labelledby="training-why" className="grid gap-5 rounded-2xl bg-muted/50 px-4 py-8 sm:px-8">
      <div className="text-center">
        <h2 id="training-why" className="font-bold text-xl tracking-tight sm:text-2xl">
          {t("training.whyTitle")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("training.whySubtitle")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border bg-card p-4 lg:flex-col">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
