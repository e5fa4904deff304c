import type { UserRole } from "@domain/auth/user";
import {
  Banknote,
  BookOpen,
  Briefcase,
  FileCheck2,
  Gavel,
  GraduationCap,
  House,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Store,
  UserCog,
  UserRound,
  Users,
  Wallet,
  Zap,
} from "lucide-react";
import type en from "@/locales/en.json";

type NavKey = `nav.${keyof typeof en.nav}` | `bottomNav.${keyof typeof en.bottomNav}`;
/** `exact`: current only on its own path, not on the paths under it (/admin, whose sections have links of their own). */
export type NavLink = { href: string; label: NavKey; icon: LucideIcon; exact?: boolean };

const PROFESSIONAL_LINKS: NavLink[] = [
  { href: "/", label: "nav.dashboard", icon: LayoutDashboard },
  { href: "/earnings", label: "nav.earnings", icon: Wallet },
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

/** Admins run the marketplace: their sections first, then the public pages they check on. */
const ADMIN_LINKS: NavLink[] = [
  { href: "/admin", label: "nav.overview", icon: LayoutDashboard, exact: true },
  { href: "/admin/verifications", label: "nav.verifications", icon: FileCheck2 },
  { href: "/admin/orders", label: "nav.orders", icon: Package },
  { href: "/admin/users", label: "nav.users", icon: UserCog },
  { href: "/admin/payouts", label: "nav.payouts", icon: Banknote },
  { href: "/admin/disputes", label: "nav.disputes", icon: Gavel },
  { href: "/professionals", label: "nav.professionals", icon: Users },
  { href: "/marketplace", label: "nav.marketplace", icon: Store },
];

const ADMIN_BOTTOM: NavLink[] = [
  { href: "/admin", label: "bottomNav.overview", icon: LayoutDashboard, exact: true },
  { href: "/admin/verifications", label: "bottomNav.verify", icon: FileCheck2 },
  { href: "/admin/orders", label: "bottomNav.orders", icon: Package },
  { href: "/admin/users", label: "bottomNav.users", icon: UserCog },
  { href: "/profile", label: "bottomNav.profile", icon: UserRound },
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

/** SPEC §2: the professional role has its own navigation; admins (beyond the spec) have theirs. */
export function headerLinks(role: UserRole | undefined): NavLink[] {
  return role === "professional" ? PROFESSIONAL_LINKS : role === "admin" ? ADMIN_LINKS : OTHER_LINKS;
}

export function bottomLinks(role: UserRole | undefined): NavLink[] {
  return role === "professional" ? PROFESSIONAL_BOTTOM : role === "admin" ? ADMIN_BOTTOM : OTHER_BOTTOM;
}

export function isActivePath({ href, exact }: Pick<NavLink, "href" | "exact">, path: string): boolean {
  return href === "/" || exact ? path === href : path === href || path.startsWith(`${href}/`);
}
