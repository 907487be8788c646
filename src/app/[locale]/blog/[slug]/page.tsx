import { DocPage, docMetadata, docStaticParams } from "@/components/content/doc-page";

/** Every piece in every locale it is written in (content/blog/<locale>/<slug>.md). */
export function generateStaticParams() {
  return docStaticParams("blog");
}
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">) {
  return docMetadata("blog", params);
}

/** A blog post, its topics and the posts related to it. */
export default function BlogPostPage({ params }: PageProps<"/[locale]/blog/[slug]">) {
  return <DocPage kind="blog" params={params} />;
}

export const dynamic = "error";
