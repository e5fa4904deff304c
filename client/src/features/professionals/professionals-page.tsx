import { MapPin, Search, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { PagePlaceholder } from "@/components/page-placeholder";
import { Badge } from "@/components/ui/badge";

/** /professionals: reads skills, location (and skillCategory) from the URL. */
export function ProfessionalsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const skills = params.get("skills") ?? params.get("skillCategory");
  const location = params.get("location");
  return (
    <PagePlaceholder
      icon={Users}
      title={t("pages.professionals.title")}
      description={t("pages.professionals.description")}
    >
      {(skills || location) && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground text-sm">{t("pages.professionals.searchingFor")}</span>
          {skills && (
            <Badge variant="secondary">
              <Search aria-hidden="true" />
              {t("pages.professionals.skills", { value: skills })}
            </Badge>
          )}
          {location && (
            <Badge variant="secondary">
              <MapPin aria-hidden="true" />
              {t("pages.professionals.location", { value: location })}
            </Badge>
          )}
        </div>
      )}
    </PagePlaceholder>
  );
}
