import type { ShopCategory } from "@domain/shop/catalogue";
import {
  Drill,
  Hammer,
  HardHat,
  type LucideIcon,
  Nut,
  Package,
  PaintRoller,
  PlugZap,
  Ruler,
  Shovel,
  SprayCan,
  Wrench,
} from "lucide-react";

const ICONS: Record<ShopCategory, LucideIcon> = {
  "Power Tools": Drill,
  "Hand Tools": Hammer,
  "Plumbing Supplies": Wrench,
  "Electrical Supplies": PlugZap,
  "Paint & Supplies": PaintRoller,
  "Safety Gear": HardHat,
  "Cleaning Equipment": SprayCan,
  "Garden Tools": Shovel,
  "Measuring Tools": Ruler,
  Hardware: Nut,
};

export function categoryIcon(category: string): LucideIcon {
  return ICONS[category as ShopCategory] ?? Package;
}
