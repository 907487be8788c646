import { errorLinkGroups } from "@/data/error-links";
import type { Locale } from "@/i18n/routing";
import { errorMessages } from "./error-messages";
import { ErrorView } from "./error-view";

/** The error page in a locale. */
export function LocalizedErrorView({ locale, onRetry }: { locale: Locale; onRetry?: () => void }) {
  const t = errorMessages(locale).error;
  return (
    <>
      <title>{t.title}</title>
      <ErrorView
        title={t.title}
        lead={t.lead}
        imageAlt={t.imageAlt}
        homeLabel={t.home}
        retryLabel={t.retry}
        onRetry={onRetry}
        groups={errorLinkGroups.map((group) => {
          const labels: Record<string, string> = t.groups[group.id];
          return {
            id: group.id,
            title: labels.title!,
            links: group.links.map((link) => ({ ...link, label: labels[link.id]! })),
          };
        })}
      />
    </>
  );
}
