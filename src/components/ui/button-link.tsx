import { buttonClass, type ButtonVariant } from "./button-class";
import { Link, type LinkProps } from "./link";

export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
