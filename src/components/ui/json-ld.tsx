import { serializeJsonLd, type JsonLdBlock } from "@/site/json-ld";

/** Structured-data blocks of a page, one script each. The payload is data, never executed. */
export function JsonLd({ blocks }: { blocks: readonly JsonLdBlock[] }) {
  return blocks.map((block) => (
    <script
      key={block["@type"]}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
    />
  ));
}
