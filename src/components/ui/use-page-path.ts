import { usePathname } from "next/navigation";
import { splitLocale } from "@/features/locale/locale-path";

/** The current route's path without its locale prefix: `/it/company` → `/company`. */
export function usePagePath(): string {
  return splitLocale(usePathname()).path;
}
