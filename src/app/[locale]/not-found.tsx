"use client";

import { useTranslations } from "next-intl";
import { NotFoundView } from "@/components/sections/not-found/not-found-view";

// A client component: Next renders a segment's not-found fallback eagerly, outside the page, where a
// server-side translation lookup would read request headers and make every page dynamic.
export default function NotFound() {
  const t = useTranslations("errors.notFound");
  return (
    <>
      <title>{t("metaTitle")}</title>
      <NotFoundView
        imgPath="/illustrations/not-found.svg"
        imgAlt={t("imageAlt")}
        header={t("header")}
        para={t("para")}
        linkTitle={t("linkTitle")}
        link="/"
      />
    </>
  );
}
