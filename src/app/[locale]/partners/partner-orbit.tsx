import { StaticImage } from "@/components/ui/static-image";
import type { Partner } from "@/data/partners";

/** Eight places on the ring, clockwise from the top; the ring's radius is 40% of the box. */
const places = Array.from({ length: 8 }, (_, i) => {
  const angle = (i * Math.PI) / 4 - Math.PI / 2;
  return { left: 50 + 40 * Math.cos(angle), top: 50 + 40 * Math.sin(angle) };
});

/**
 * The partner directory's hero picture: Orbitalk's mark at the centre of an orbit that carries
 * eight partners' logos. It scales with its box (positions and sizes are percentages), and reads to
 * assistive technology as one sentence naming the partners.
 */
export function PartnerOrbit({ label, partners }: { label: string; partners: readonly Partner[] }) {
  const shown = partners.slice(0, places.length);
  return (
    <div
      role="img"
      aria-label={`${label}: ${shown.map((p) => p.name).join(", ")}`}
      className="relative mx-auto aspect-square w-full max-w-lg select-none"
    >
      <svg
        viewBox="0 0 100 100"
        className="absolute inset-0 size-full text-white/15"
        fill="none"
        stroke="currentColor"
      >
        <circle cx="50" cy="50" r="40" strokeWidth="0.3" />
        <circle cx="50" cy="50" r="24" strokeWidth="0.3" strokeDasharray="1 2" />
      </svg>
      <span className="absolute top-1/2 left-1/2 grid size-[22%] -translate-1/2 place-items-center rounded-full bg-white/10 ring-1 ring-white/20">
        <StaticImage src="/brand/orbitalk-mark.svg" alt="" width={64} height={64} className="size-3/5" />
      </span>
      {shown.map((partner, i) => (
        <span
          key={partner.id}
          className="absolute grid w-[27%] -translate-1/2 place-items-center rounded-xl bg-white px-[2.5%] py-[2%] shadow-card"
          style={{ left: `${places[i]!.left}%`, top: `${places[i]!.top}%` }}
        >
          <StaticImage
            src={partner.logo.src}
            alt=""
            width={partner.logo.width}
            height={partner.logo.height}
            className="h-auto w-full"
          />
        </span>
      ))}
    </div>
  );
}
