import { DocPage, docMetadata, docStaticParams } from "@/components/content/doc-page";

/** Every piece in every locale it is written in (content/guides/<locale>/<slug>.md). */
export function generateStaticParams() {
  return docStaticParams("guides");
}
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/resources/guide/[slug]">) {
  return docMetadata("guides", params);
}

/** SPEC §2 /resources/guide/{slug}: a long read with its contents. */
export default function GuidePage({ params }: PageProps<"/[locale]/resources/guide/[slug]">) {
  return <DocPage kind="guides" params={params} />;
}

export const dynamic = "error";
