import { buttonClass, type ButtonVariant } from "./button-class";
import { Link, type LinkProps } from "./link";

export function ButtonLink({
  variant,
  className,
  wrap,
  ...props
}: LinkProps & { variant?: ButtonVariant; wrap?: boolean }) {
  return <Link className={buttonClass(variant, className, "md", wrap)} {...props} />;
}
