/** A section's h2 and optional lead paragraph; `id` is what the section's `aria-labelledby` names. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-ink-900 md:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg leading-8 text-muted">{lead}</p>}
    </div>
  );
}
