import type { CurrentUser } from "@domain/auth/user";
import { initials } from "@domain/auth/user-rules";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/**
 * The avatar that opens the user menu: the photo over the initials. Plain elements rather than the
 * Radix avatar, so the header shows it (as the user menu's stand-in) before the menu's code is in.
 */
export function UserMenuButton({
  user,
  className,
  ...props
}: { user: CurrentUser } & ComponentProps<"button">) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t("header.userMenu")}
      className={cn(
        "relative flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-blue font-semibold text-brand-blue-foreground text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">{initials(user)}</span>
      {user.profileImageUrl && (
        <img
          src={user.profileImageUrl}
          alt=""
          className="absolute inset-0 size-full object-cover"
          // A photo that fails to load leaves the initials.
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
    </button>
  );
}
