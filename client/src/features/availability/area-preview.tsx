import { SERVICE_RADIUS_MAX } from "@domain/availability/service-area-rules";
import { useTranslation } from "react-i18next";
import { useAreaFormat } from "./format";

const SIZE = 220;
const CENTRE = SIZE / 2;
const OUTER = 96;

/**
 * The service area drawn to scale against the 25 km limit: a circle of the chosen radius around
 * home, with 5 km guide rings. No map tiles: nothing is fetched.
 */
export function AreaPreview({ radiusKm, place }: { radiusKm: number; place: string | null }) {
  const { t } = useTranslation();
  const format = useAreaFormat();
  const scale = OUTER / SERVICE_RADIUS_MAX;
  const radius = Math.max(radiusKm * scale, 6);
  const label = place
    ? t("serviceArea.areaPreview", { radius: format.km(radiusKm), place })
    : t("serviceArea.areaPreviewNoHome", { radius: format.km(radiusKm) });
  return (
    <figure className="grid justify-items-center gap-2">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="w-full max-w-56" role="img" aria-label={label}>
        {[5, 10, 15, 20, 25].map((ring) => (
          <circle
            key={ring}
            cx={CENTRE}
            cy={CENTRE}
            r={ring * scale}
            fill="none"
            className="stroke-border"
            strokeDasharray={ring === SERVICE_RADIUS_MAX ? undefined : "3 4"}
          />
        ))}
        <circle
          cx={CENTRE}
          cy={CENTRE}
          r={radius}
          className="fill-primary/15 stroke-primary transition-all duration-300"
          strokeWidth={2}
        />
        <line
          x1={CENTRE}
          y1={CENTRE}
          x2={CENTRE + radius}
          y2={CENTRE}
          className="stroke-primary"
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        <circle cx={CENTRE} cy={CENTRE} r={5} className="fill-primary" />
        <text
          x={CENTRE + Math.max(radius / 2, 14)}
          y={CENTRE - 8}
          textAnchor="middle"
          className="fill-foreground font-semibold text-[13px]"
        >
          {format.km(radiusKm)}
        </text>
      </svg>
      <figcaption className="text-center text-muted-foreground text-sm">{label}</figcaption>
    </figure>
  );
}
