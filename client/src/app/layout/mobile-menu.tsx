import type { UserRole } from "@domain/auth/user";
import { Menu } from "lucide-react";
import { type ComponentProps, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { lazyWhenIdle, useIdle } from "@/lib/idle";

// The sheet (a Radix dialog) is not needed for the first paint: it mounts when the browser is idle,
// or at once when the menu button is tapped before that (it then opens as soon as its code is in).
const MobileMenuSheet = lazyWhenIdle(() =>
  import("./mobile-menu-sheet").then((m) => ({ default: m.MobileMenuSheet })),
);

/** The hamburger button (< md); the same look before and after the sheet's code is in. */
export function MenuButton({ label, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label={label} {...props}>
      <Menu className="size-5" aria-hidden="true" />
    </Button>
  );
}

/** The hamburger menu (< md): the role's links, theme and language. */
export function MobileMenu({ role }: { role: UserRole | undefined }) {
  const { t } = useTranslation();
  const idle = useIdle();
  const [open, setOpen] = useState(false);
  const early = (
    <MenuButton
      label={t("nav.openMenu")}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
    />
  );
  if (!idle && !open) return early;
  return (
    <Suspense fallback={early}>
      <MobileMenuSheet role={role} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
