// The views shown in a document of their own, outside the locale layout (the root not-found page and
// the global-error page), with the site's stylesheet. Their boundaries are part of every page, and
// a stylesheet a boundary imports itself is sent inside every page; imported here, it comes with
// this module, loaded only when one of the views shows.
import "@/app/globals.css";

export { LocalizedErrorView } from "./error-view/localized-error-view";
export { NotFoundView } from "./not-found/not-found-view";
