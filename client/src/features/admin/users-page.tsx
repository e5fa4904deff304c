import type { UserRole } from "@domain/auth/user";
import { USER_ROLES } from "@domain/auth/user-rules";
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { localDigits } from "@/lib/local-digits";
import { AdminLayout } from "./admin-layout";
import { type UserSearch, useAdminUsers } from "./api";
import { PageNav } from "./page-nav";
import { UserRow } from "./user-row";

const ALL = "all";

function readSearch(params: URLSearchParams): UserSearch {
  const role = USER_ROLES.find((value) => value === params.get("role")) ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  return { q: params.get("q") ?? "", role, page };
}

/** /admin/users: find people by name or email and role; suspend or reinstate them. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const update = (changes: Partial<UserSearch>) => {
    const next = { ...search, page: 1, ...changes };
    const entries = Object.entries({
      q: next.q.trim(),
      role: next.role,
      page: next.page > 1 ? String(next.page) : "",
    });
    setParams(Object.fromEntries(entries.filter(([, value]) => value)));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get("q") ?? "") });
  };

  return (
    <AdminLayout title={t("admin.users.title")} subtitle={t("admin.users.subtitle")}>
      <search aria-label={t("admin.users.filtersLabel")}>
        <form
          onSubmit={onSubmit}
          className="grid items-end gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="admin-user-search">{t("admin.users.search")}</Label>
            <Input
              key={search.q}
              id="admin-user-search"
              name="q"
              type="search"
              defaultValue={search.q}
              placeholder={t("admin.users.searchPlaceholder")}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="admin-user-role">{t("admin.users.role")}</Label>
            <LazySelect
              id="admin-user-role"
              value={search.role || ALL}
              onValueChange={(value) => update({ role: value === ALL ? "" : (value as UserRole) })}
              options={[
                { value: ALL, label: t("admin.users.allRoles") },
                ...USER_ROLES.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) })),
              ]}
            />
          </div>
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("admin.users.searchButton")}
          </Button>
        </form>
      </search>
      <UserResults search={search} onPage={(page) => update({ page })} />
    </AdminLayout>
  );
}

function UserResults({ search, onPage }: { search: UserSearch; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useAdminUsers(search);
  if (query.isPending) {
    return (
      <div className="mt-6 grid gap-3">
        <span className="sr-only" role="status">
          {t("app.loading")}
        </span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="mt-6 text-destructive text-sm">
        {t("admin.users.loadFailed")}
      </p>
    );
  }
  const { users, total, page, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mt-6 grid grid-cols-1 gap-4">
      <p role="status" className="text-muted-foreground text-sm">
        {t("admin.users.count", { count: total, value: localDigits(total) })}
      </p>
      {users.length > 0 && (
        <ul className="grid grid-cols-1 gap-3" aria-label={t("admin.users.listLabel")}>
          {users.map((user) => (
            <li key={user.id}>
              <UserRow user={user} />
            </li>
          ))}
        </ul>
      )}
      <PageNav page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
