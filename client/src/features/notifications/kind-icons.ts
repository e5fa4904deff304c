import type { NotificationKind } from "@domain/notifications/rules";
import {
  AlarmClock,
  Briefcase,
  CalendarClock,
  FileText,
  HandCoins,
  type LucideIcon,
  MessageCircle,
  ShieldCheck,
  Wallet,
  Zap,
} from "lucide-react";

/** The icon of each kind of news, in the list and in the settings. */
export const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  bookings: CalendarClock,
  reminders: AlarmClock,
  bids: HandCoins,
  quotes: FileText,
  jobs: Briefcase,
  messages: MessageCircle,
  payments: Wallet,
  verification: ShieldCheck,
  instant: Zap,
};
