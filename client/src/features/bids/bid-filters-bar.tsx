import { BID_STATUSES } from "@domain/bids/rules";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { BidFilters } from "./api";

const ALL = "all";
const TYPING_DELAY_MS = 400;

type BidFiltersBarProps = {
  filters: BidFilters;
  onChange: (changes: { status?: string | null; jobTitle?: string | null }) => void;
};

/** Search by job title and status (All, Pending, Accepted, Rejected); the page keeps them in the URL. */
export function BidFiltersBar({ filters, onChange }: BidFiltersBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [jobTitle, setJobTitle] = useState(filters.jobTitle ?? "");

  // The URL follows the search box once typing pauses.
  useEffect(() => {
    if (jobTitle.trim() === (filters.jobTitle ?? "")) return;
    const timer = setTimeout(() => onChange({ jobTitle: jobTitle.trim() }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [jobTitle, filters.jobTitle, onChange]);

  return (
    <search
      aria-label={t("myBids.filters.label")}
      className="grid gap-3 rounded-xl border bg-card p-3 sm:grid-cols-[1fr_14rem] sm:p-4"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>{t("myBids.filters.search")}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-title`}
            type="search"
            enterKeyHint="search"
            className="pl-9"
            placeholder={t("myBids.filters.searchPlaceholder")}
            value={jobTitle}
            onChange={(event) => setJobTitle(event.target.value)}
            onKeyDown={(event) => event.key === "Enter" && onChange({ jobTitle: jobTitle.trim() })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t("myBids.filters.status")}</Label>
        <LazySelect
          id={`${id}-status`}
          value={filters.status ?? ALL}
          onValueChange={(value) => onChange({ status: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t("myBids.filters.all") },
            ...BID_STATUSES.map((status) => ({ value: status, label: t(`bids.status.${status}`) })),
          ]}
        />
      </div>
    </search>
  );
}
