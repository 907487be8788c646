// What a `notFound()` inside the locale layout shows. Addresses that are no page never get this far:
// the proxy serves them the prerendered not-found page (./page-not-found) with a 404 status.
export { LocalizedNotFound as default } from "@/components/sections/not-found/localized-not-found";
