import { company } from "@/data/company";
import { offices } from "@/data/offices";
import { customerLogo } from "@/data/testimonials";
import type { TestimonialLogo, TestimonialStatsProps } from "./testimonial-stats";

const number = new Intl.NumberFormat("en");
const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const m = company.metrics;

const countries = `${number.format(m.countriesReached)}+`;

const logo = (name: string, desc: string): TestimonialLogo => {
  const { src, width, height } = customerLogo(name);
  return { imgLink: src, width, height, title: name, desc };
};

/**
 * Sample props for the developer section gallery: the figures come from src/data/company.ts, the
 * quote and the logo lines from the customers' testimonials (messages/en/stories.json), the dots
 * are Orbitalk's office countries.
 */
export const testimonialStatsSample: TestimonialStatsProps = {
  id: "results",
  title: "Orbitalk in numbers",
  heading: `Conversations that reach customers in ${countries} countries`,
  lead: "Banks, airlines, clinics and retailers run their customer conversations on Orbitalk, from first alert to resolved question.",
  stats: {
    conversation: {
      value: compact.format(m.messagesDelivered2025),
      paragraphs: ["messages delivered in 2025", "on WhatsApp, RCS, voice and SMS, through one API"],
    },
    customers: {
      value: `${number.format(m.businesses)}+`,
      paragraphs: ["businesses on Orbitalk", "from growing online stores to banks and airlines"],
    },
    countries: {
      value: countries,
      paragraphs: [
        "countries where customers receive messages",
        "with offices in seven countries, from São Paulo to Bengaluru",
      ],
    },
    exp: {
      value: String(company.foundingYear),
      paragraphs: ["the year Orbitalk was founded", "headquartered in Bengaluru, India"],
    },
  },
  slide: {
    content:
      "Appointment reminders on RCS and WhatsApp, with a one-tap button to reschedule, cut our no-shows by 41% in six months. The freed slots go straight back to the waiting list.",
    logo: customerLogo("Medora Clinics"),
    by: "Karim Haddad",
    info: "Director of Patient Services",
  },
  logoListLabel: "Customers running their conversations on Orbitalk",
  logoList: [
    logo("Tidewing Air", "Booking changes answered by an AI agent on WhatsApp"),
    logo("Quillon Bank", "Card and fraud alerts on WhatsApp, with SMS as the fallback"),
    logo("Fernhollow Foods", "Weekly offers as RCS cards with product photos"),
    logo("Palmoro Hotels", "Check-in, room service and spa bookings in one WhatsApp chat"),
  ],
  mapDots: offices.map(({ top, left }) => ({ top, left })),
};
