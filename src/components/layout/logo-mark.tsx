/** The Orbitalk mark: a speech bubble circled by an orbit with one green satellite. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M16 6.5a9.5 9.5 0 1 1-4.6 17.8L6.8 25.6l1.4-4.4A9.5 9.5 0 0 1 16 6.5Z" fill="currentColor" />
      <ellipse
        cx="16"
        cy="16"
        rx="14.5"
        ry="5.6"
        transform="rotate(-24 16 16)"
        fill="none"
        className="stroke-signal-400"
        strokeWidth="2"
      />
      <circle cx="28.2" cy="10.1" r="2.6" className="fill-signal-400" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <span className="inline-flex items-center gap-2 text-xl font-bold tracking-tight">
        <LogoMark className="size-8" />
        Orbitalk
      </span>
    </span>
  );
}
