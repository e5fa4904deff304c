import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useProFormat } from "../format";
import { Section } from "./section";

/** Specialties and bio. */
export function ProAbout({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  const format = useProFormat();
  return (
    <>
      <Section title={t("proDetail.specialties")}>
        {pro.skillCategories.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {pro.skillCategories.map((skill) => (
              <li key={skill}>
                <Badge variant="brand" className="text-sm">
                  {format.skill(skill)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{t("proDetail.noSpecialties")}</p>
        )}
      </Section>
      <Section title={t("proDetail.about")}>
        <p className="whitespace-pre-line text-sm leading-relaxed">{pro.bio || t("proDetail.noBio")}</p>
      </Section>
    </>
  );
}
