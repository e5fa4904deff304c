import type { CurrentUser } from "@domain/auth/user";
import { HomePage } from "@/features/home/home-page";
import { HomeProfessionals } from "@/features/professionals/home-professionals";

/** `/` for signed-in customers: the home page, with the best-rated professionals under the categories. */
export function HomeRoute({ user }: { user: CurrentUser }) {
  return <HomePage user={user} professionals={<HomeProfessionals />} />;
}
