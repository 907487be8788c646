import { useTranslations } from "next-intl";
import { errorLinkGroups } from "@/data/error-links";
import { ErrorView } from "./error-view";

/** The error page in the current locale (messages come from the client provider's `errors`). */
export function LocalizedErrorView({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations("errors.error");
  return (
    <>
      <title>{t("title")}</title>
      <ErrorView
        title={t("title")}
        lead={t("lead")}
        imageAlt={t("imageAlt")}
        homeLabel={t("home")}
        retryLabel={t("retry")}
        onRetry={onRetry}
        groups={errorLinkGroups.map((group) => ({
          id: group.id,
          title: t(`groups.${group.id}.title`),
          links: group.links.map((link) => ({
            ...link,
            label: t(`groups.${group.id}.${link.id}` as `groups.messaging.whatsapp`),
          })),
        }))}
      />
    </>
  );
}
