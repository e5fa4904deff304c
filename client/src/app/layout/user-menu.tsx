import type { CurrentUser } from "@domain/auth/user";
import { fullName } from "@domain/auth/user-rules";
import { nationalMobile } from "@domain/phone-rules";
import {
  Briefcase,
  CalendarDays,
  LogOut,
  MessageCircle,
  Package,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLogout } from "@/features/auth/api";
import { localDigits } from "@/lib/local-digits";
import { UserMenuButton } from "./user-menu-button";

export function UserMenu({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = fullName(user);
  return (
    // Not modal: a modal menu hides the page from assistive technology (aria-hidden) while its
    // links stay focusable behind it (axe: aria-hidden-focus); Escape and an outside tap still close it.
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">
            {user.email ?? (user.phone && localDigits(nationalMobile(user.phone)))}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden="true" />
            {t("header.profile")}
          </Link>
        </DropdownMenuItem>
        {user.role !== "admin" && (
          <>
            <DropdownMenuItem asChild>
              <Link href="/calendar">
                <CalendarDays aria-hidden="true" />
                {t("header.calendar")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href="/jobs?view=mine">
                <Briefcase aria-hidden="true" />
                {t("header.myJobs")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href="/orders">
                <Package aria-hidden="true" />
                {t("shop.myOrders")}
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem asChild>
          <Link href="/messages">
            <MessageCircle aria-hidden="true" />
            {t("messages.title")}
          </Link>
        </DropdownMenuItem>
        {user.role === "admin" && (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldCheck aria-hidden="true" />
              {t("admin.menuLink")}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {t("header.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
