import { notFound } from "next/navigation";

// Any path that is not a page renders the localized not-found page with a 404 status.
export default function CatchAll() {
  notFound();
}
