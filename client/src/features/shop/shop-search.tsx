import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The shop's search box; applies on Search or Enter. Keyed by the URL's text so clearing empties it. */
export function ShopSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get("q") ?? ""));
  };
  return (
    <search aria-label={t("shop.searchLabel")}>
      <form onSubmit={onSubmit} className="flex w-full max-w-2xl gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            key={value}
            name="q"
            type="search"
            enterKeyHint="search"
            defaultValue={value}
            aria-label={t("shop.searchLabel")}
            placeholder={t("shop.searchPlaceholder")}
            className="pl-9"
          />
        </div>
        <Button type="submit">{t("shop.search")}</Button>
      </form>
    </search>
  );
}
