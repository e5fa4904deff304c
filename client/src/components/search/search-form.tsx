import { MapPin, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { buildSearchUrl } from "@/lib/search-url";
import { cn } from "@/lib/utils";

type SearchFormProps = {
  /** header: one row with 'Where?'; mobile: service and button, then 'Where do you need the service?'. */
  variant: "header" | "mobile";
  onSearched?: () => void;
  className?: string;
};

const boxClass =
  "flex h-10 min-w-0 items-center gap-2 rounded-lg border border-input bg-background px-3 focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40";
const fieldClass =
  "h-full w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm";

/** The two-box professional search (service, place); submits by button or Enter. */
export function SearchForm({ variant, onSearched, className }: SearchFormProps) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const query = useSearch();
  const [skills, setSkills] = useState("");
  const [location, setLocation] = useState("");
  const id = useId();
  const mobile = variant === "mobile";
  const wherePlaceholder = mobile ? t("search.whereMobile") : t("search.whereDesktop");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // On the directory, a new search keeps the order and rate range chosen there.
    const current = path === "/professionals" ? new URLSearchParams(query) : undefined;
    navigate(buildSearchUrl({ skills, location }, current));
    onSearched?.();
  };

  return (
    <search aria-label={t("search.form")} className={className}>
      <form
        onSubmit={onSubmit}
        className={cn(
          "grid flex-1 gap-2",
          mobile ? "grid-cols-[minmax(0,1fr)_auto]" : "grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto]",
        )}
      >
        <div className={boxClass}>
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <label htmlFor={`${id}-skills`} className="sr-only">
            {t("search.service")}
          </label>
          <input
            id={`${id}-skills`}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            value={skills}
            onChange={(event) => setSkills(event.target.value)}
            placeholder={t("search.service")}
            className={fieldClass}
          />
        </div>
        {/* On phones the long 'Where do you need the service?' gets a row of its own. */}
        <div className={cn(boxClass, mobile && "col-span-2 row-start-2")}>
          <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <label htmlFor={`${id}-location`} className="sr-only">
            {wherePlaceholder}
          </label>
          <input
            id={`${id}-location`}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            placeholder={wherePlaceholder}
            className={fieldClass}
          />
        </div>
        <Button
          type="submit"
          size={mobile ? "icon" : "default"}
          className={cn(mobile && "col-start-2 row-start-1")}
        >
          <Search aria-hidden="true" />
          <span className={cn(mobile && "sr-only")}>{t("search.submit")}</span>
        </Button>
      </form>
    </search>
  );
}
