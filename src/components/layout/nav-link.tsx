import { Link, type LinkProps } from "@/components/ui/link";
import type { ResolvedLink } from "./nav-links";

/** A navigation link, opening in a new tab when its target asks for one. */
export function NavLink({ link, ...props }: { link: ResolvedLink } & Omit<LinkProps, "href">) {
  return <Link href={link.href} {...(link.newTab && { target: "_blank", rel: "noopener" })} {...props} />;
}
