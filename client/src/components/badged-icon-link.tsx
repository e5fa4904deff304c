import type { LucideIcon } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { localDigits } from "@/lib/local-digits";

const BADGE_MAX = 99;

/**
 * A header icon link with a count on it (unread messages, notifications): the label says the count
 * in words; the badge, hidden from screen readers, shows it, "99+" beyond 99.
 */
export function BadgedIconLink(props: { href: string; icon: LucideIcon; label: string; count: number }) {
  const [path] = useLocation();
  const Icon = props.icon;
  return (
    <Button asChild variant="ghost" size="icon" className="relative max-sm:size-9 max-[379px]:size-8">
      <Link
        href={props.href}
        aria-label={props.label}
        aria-current={path === props.href ? "page" : undefined}
      >
        <Icon className="size-5" aria-hidden="true" />
        {props.count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-primary px-1 font-semibold text-[10px] text-primary-foreground leading-none ring-2 ring-background"
          >
            {localDigits(props.count > BADGE_MAX ? `${BADGE_MAX}+` : props.count)}
          </span>
        )}
      </Link>
    </Button>
  );
}
