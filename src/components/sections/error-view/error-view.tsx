import { StaticImage } from "@/components/ui/static-image";
import { Container } from "@/components/layout/container";
import { buttonClass } from "@/components/ui/button-class";
import { ClientLink } from "@/components/ui/client-link.client";

export interface ErrorLinkGroup {
  id: string;
  title: string;
  links: readonly { id: string; label: string; href: string }[];
}

export interface ErrorViewProps {
  title: string;
  lead: string;
  imageAlt: string;
  homeLabel: string;
  groups: readonly ErrorLinkGroup[];
  /** Optional second action, e.g. retrying the render that failed. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** SPEC §2 error page: title, 'Go back to Home' to /, an image and three groups of link cards. */
export function ErrorView({ title, lead, imageAlt, homeLabel, groups, onRetry, retryLabel }: ErrorViewProps) {
  return (
    <section aria-labelledby="error-title" className="bg-white py-16 md:py-24">
      <meta name="robots" content="noindex, nofollow" />
      <Container className="flex flex-col items-center text-center">
        <StaticImage src="/illustrations/error.svg" alt={imageAlt} width={320} height={240} />
        <h1 id="error-title" className="mt-8 text-3xl font-bold tracking-tight text-ink-900 md:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-8 text-muted">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ClientLink href="/" className={buttonClass("dark")}>
            {homeLabel}
          </ClientLink>
          {onRetry && (
            <button type="button" onClick={onRetry} className={buttonClass("outline")}>
              {retryLabel}
            </button>
          )}
        </div>
      </Container>
      <Container className="mt-16 grid gap-5 md:grid-cols-3">
        {groups.map((group) => (
          <nav
            key={group.id}
            aria-labelledby={`error-group-${group.id}`}
            className="rounded-card bg-surface p-6 ring-1 ring-line"
          >
            <h2 id={`error-group-${group.id}`} className="text-lg font-semibold text-ink-900">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.id}>
                  <ClientLink
                    href={link.href}
                    className="flex min-h-11 items-center justify-between rounded-xl bg-white px-4 text-ink-800 shadow-sm ring-1 ring-line hover:ring-ink-300"
                  >
                    {link.label}
                    <span aria-hidden="true">→</span>
                  </ClientLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
    </section>
  );
}
