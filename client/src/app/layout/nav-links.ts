import type { UserRole } from "@domain/auth/user";
import {
  BookOpen,
  Briefcase,
  Gavel,
  GraduationCap,
  House,
  LayoutDashboard,
  type LucideIcon,
  Store,
  UserRound,
  Users,
  Zap,
} from "lucide-react";
import type en from "@/locales/en.json";

type NavKey = `nav.${keyof typeof en.nav}` | `bottomNav.${keyof typeof en.bottomNav}`;
export type NavLink = { href: string; label: NavKey; icon: LucideIcon };

const PROFESSIONAL_LINKS: NavLink[] = [
  { href: "/", label: "nav.dashboard", icon: LayoutDashboard },
  { href: "/jobs-hub", label: "nav.jobsHub", icon: Briefcase },
  { href: "/instant-help", label: "nav.instantHelp", icon: Zap },
  { href: "/professionals", label: "nav.network", icon: Users },
  { href: "/marketplace", label: "nav.marketplace", icon: Store },
  { href: "/training", label: "nav.training", icon: GraduationCap },
];

const OTHER_LINKS: NavLink[] = [
  { href: "/", label: "nav.home", icon: House },
  { href: "/professionals", label: "nav.professionals", icon: Users },
  { href: "/jobs", label: "nav.jobs", icon: Briefcase },
  { href: "/instant-help", label: "nav.instantHelp", icon: Zap },
  { href: "/marketplace", label: "nav.marketplace", icon: Store },
  { href: "/training", label: "nav.training", icon: GraduationCap },
];

const PROFESSIONAL_BOTTOM: NavLink[] = [
  { href: "/", label: "bottomNav.dashboard", icon: LayoutDashboard },
  { href: "/jobs-hub", label: "bottomNav.jobs", icon: Briefcase },
  { href: "/available-bids", label: "bottomNav.bids", icon: Gavel },
  { href: "/instant-help", label: "bottomNav.instant", icon: Zap },
  { href: "/profile", label: "bottomNav.profile", icon: UserRound },
];

const OTHER_BOTTOM: NavLink[] = [
  { href: "/", label: "bottomNav.home", icon: House },
  { href: "/professionals", label: "bottomNav.pros", icon: Users },
  { href: "/instant-help", label: "bottomNav.instant", icon: Zap },
  { href: "/marketplace", label: "bottomNav.shop", icon: Store },
  { href: "/training", label: "bottomNav.learn", icon: BookOpen },
];

/** SPEC §2: only the professional role changes the navigation. */
export function headerLinks(role: UserRole | undefined): NavLink[] {
  return role === "professional" ? PROFESSIONAL_LINKS : OTHER_LINKS;
}

export function bottomLinks(role: UserRole | undefined): NavLink[] {
  return role === "professional" ? PROFESSIONAL_BOTTOM : OTHER_BOTTOM;
}

export function isActivePath(href: string, path: string): boolean {
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}
