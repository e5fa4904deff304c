import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { type CardPro, ProfessionalCard, ProfessionalCardSkeleton } from "./professional-card";

const SKELETON_COUNT = 8;
const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** Cards in a responsive grid; 8 skeletons while the first page loads (SPEC §9). */
export function ProfessionalGrid({
  pros,
  loading,
  hrefFor,
  className,
}: {
  pros: CardPro[];
  loading?: boolean;
  hrefFor: (id: string) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className={cn(gridClass, className)} aria-busy="true">
        <span className="sr-only" role="status">
          {t("professionals.loading")}
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <ProfessionalCardSkeleton key={slot} />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn(gridClass, className)}>
      {pros.map((pro) => (
        <li key={pro.id}>
          <ProfessionalCard pro={pro} href={hrefFor(pro.id)} />
        </li>
      ))}
    </ul>
  );
}
