import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

type PagePlaceholderProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
};

/** A page whose feature is still being built: its title, what it is for, and an honest note. */
export function PagePlaceholder({ icon: Icon, title, description, children }: PagePlaceholderProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <div className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-5 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{description}</p>
      {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      <div className="mt-10 flex items-start gap-3 rounded-xl border border-dashed p-5">
        <Badge variant="brand">{t("common.beingBuilt")}</Badge>
        <p className="text-muted-foreground text-sm">{t("common.beingBuiltNote")}</p>
      </div>
    </div>
  );
}
