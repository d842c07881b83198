import { Building2, ChartColumn, type LucideIcon, ReceiptText, Trash2, Upload } from "lucide-react";

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
}

/** The sidebar's entries, in the spec's order (part 1 §2), then the Company page, where a year starts and ends. */
export const NAV_ITEMS: readonly NavItem[] = [
  { title: "Upload", href: "/upload", icon: Upload },
  { title: "Transactions", href: "/transactions", icon: ReceiptText },
  { title: "Recycle Bin", href: "/recycle-bin", icon: Trash2 },
  { title: "Reports", href: "/reports", icon: ChartColumn },
  { title: "Company", href: "/company", icon: Building2 },
];

/** True when `location` is the entry's page or one below it. */
export function isActivePath(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
