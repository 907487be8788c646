import { DocPage, docMetadata, docStaticParams } from "@/components/content/doc-page";

/** Every piece in every locale it is written in (content/faq/<locale>/<slug>.md). */
export function generateStaticParams() {
  return docStaticParams("faq");
}
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/resources/faq/[slug]">) {
  return docMetadata("faq", params);
}

/** SPEC §2 /resources/faq sub-pages: one channel's questions. */
export default function FaqPage({ params }: PageProps<"/[locale]/resources/faq/[slug]">) {
  return <DocPage kind="faq" params={params} />;
}

export const dynamic = "error";
