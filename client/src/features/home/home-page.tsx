import type { CurrentUser } from "@domain/auth/user";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CategoryStrip } from "@/components/category-strip";
import { UpcomingBookings } from "./upcoming-bookings";

/** `/` for signed-in customers: categories, then the best-rated professionals (given by the route). */
export function HomePage({ user, professionals }: { user: CurrentUser; professionals: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mx-auto w-full max-w-7xl px-4 pt-8">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
          {t("home.greeting", { name: user.firstName })}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("home.subtitle")}</p>
      </div>
      <UpcomingBookings />
      <CategoryStrip />
      {professionals}
    </>
  );
}
