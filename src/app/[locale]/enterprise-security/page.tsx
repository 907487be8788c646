import { setRequestLocale } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/i18n/routing";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy } from "@/site/page-copy";

export async function generateMetadata({ params }: PageProps<"/[locale]/enterprise-security">) {
  return routeMetadata("/enterprise-security", (await params).locale as Locale);
}

/**
 * Enterprise security: practices, data residency and responsible disclosure (the policy that
 * /.well-known/security.txt points to, at #disclosure). Certifications appear only as commitments.
 */
export default async function EnterpriseSecurityPage({ params }: PageProps<"/[locale]/enterprise-security">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const copy = await pageCopy("enterpriseSecurity");
  return (
    <>
      <JsonLd blocks={await routeJsonLd("/enterprise-security", locale)} />
      <LegalDocument
        copy={copy}
        locale={locale}
        visual={
          <ul className="grid gap-4 sm:grid-cols-2">
            {Object.entries(copy.commitments).map(([id, card]) => (
              <li key={id} className="rounded-card bg-white/5 p-5 ring-1 ring-white/15">
                <p className="font-semibold text-white">{card.title}</p>
                <p className="mt-2 text-sm leading-6 text-ink-200">{card.text}</p>
              </li>
            ))}
          </ul>
        }
      />
    </>
  );
}

export const dynamic = "error";
