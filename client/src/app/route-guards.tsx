import type { CurrentUser, UserRole } from "@domain/auth/user";
import type { ReactNode } from "react";
import { useRequireAuth } from "@/lib/use-require-auth";
import { AccessDenied, PageSkeleton } from "./status-pages";

type Render = (user: CurrentUser) => ReactNode;

/** Pages that need login: visitors get the Unauthorized toast and go to /api/login. */
export function RequireUser({ children }: { children: Render }) {
  const { user } = useRequireAuth();
  return user ? children(user) : <PageSkeleton />;
}

/** Pages for one role: others see Access Denied (the server refuses them too). */
export function RequireRole({ allow, children }: { allow: UserRole; children: Render }) {
  return (
    <RequireUser>
      {(user) => (user.role === allow ? children(user) : <AccessDenied audience={allow} />)}
    </RequireUser>
  );
}
