import { MapPin, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { categoryLabel } from "@/lib/category-label";
import { placeName } from "@/lib/place-name";
import type { RequestDraft } from "./request-storage";

/** What was asked: title, service and place, as a quiet line under a view. */
export function RequestSummary({ draft }: { draft: RequestDraft }) {
  const { t } = useTranslation();
  if (!draft.title) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-left text-sm">
      <p className="font-medium">{draft.title}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
        {draft.skillCategory && (
          <span className="flex items-center gap-1">
            <Wrench className="size-3.5" aria-hidden="true" />
            {categoryLabel(t, draft.skillCategory)}
          </span>
        )}
        {draft.location && (
          <span className="flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {placeName(draft.location)}
          </span>
        )}
      </p>
    </div>
  );
}
