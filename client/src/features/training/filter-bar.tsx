import {
  DELIVERY_MODES,
  DIFFICULTIES,
  PROVINCES,
  TRAINING_CATEGORIES,
  TRAINING_DURATIONS,
} from "@domain/training/catalogue";
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { districtsOf, type FilterName, type Filters } from "./filters";
import { useTrainingFormat } from "./format";

type Choice = Exclude<FilterName, "q">;
type FilterBarProps = { filters: Filters; onChange: (changes: Partial<Filters>) => void };

/** Select values cannot be empty: "all" stands for any, and leaves the URL. */
const ANY = "all";

/** The search box applies on Search (or Enter); each of the seven selects applies at once. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: String(new FormData(event.currentTarget).get("q") ?? "") });
  };
  const choices: Record<Choice, readonly string[]> = {
    province: PROVINCES,
    district: districtsOf(filters.province),
    occupation: TRAINING_CATEGORIES,
    price: ["free", "paid"],
    duration: TRAINING_DURATIONS.map((duration) => duration.id),
    level: DIFFICULTIES,
    deliveryMode: DELIVERY_MODES,
  };
  return (
    <search
      aria-label={t("training.filtersLabel")}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <form onSubmit={onSubmit} className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Label htmlFor="training-q" className="sr-only">
            {t("training.searchLabel")}
          </Label>
          <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            key={filters.q}
            id="training-q"
            name="q"
            type="search"
            enterKeyHint="search"
            defaultValue={filters.q}
            placeholder={t("training.searchPlaceholder")}
            className="pl-9"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="sm:hidden" />
          <span className="max-sm:sr-only">{t("training.search")}</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
        {(Object.keys(choices) as Choice[]).map((name) => (
          <FilterSelect
            key={name}
            name={name}
            value={filters[name]}
            values={choices[name]}
            onChange={(value) => onChange({ [name]: value })}
          />
        ))}
      </div>
    </search>
  );
}

function FilterSelect({
  name,
  value,
  values,
  onChange,
}: {
  name: Choice;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  const id = `training-${name}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{t(`training.filters.${name}`)}</Label>
      <LazySelect
        id={id}
        value={value || ANY}
        onValueChange={onChange}
        options={[
          { value: ANY, label: t(`training.any.${name}`) },
          ...values.map((option) => ({ value: option, label: format.label(name, option) })),
        ]}
      />
    </div>
  );
}
