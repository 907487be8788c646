import { usePathname } from "next/navigation";
import { useState } from "react";

/** Calls `onChange` during render when the route changes (React's "adjust state on prop change"). */
export function useOnRouteChange(onChange: () => void): void {
  const pathname = usePathname();
  const [seen, setSeen] = useState(pathname);
  if (pathname !== seen) {
    setSeen(pathname);
    onChange();
  }
}
