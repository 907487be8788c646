import type { TabbedGridProps } from "./tabbed-grid";

/** English sample props for the developer section gallery. */
export const tabbedGridSample: TabbedGridProps = {
  id: "industries",
  title: "Built for the questions your industry gets every day",
  lead: "Pick your industry to see the conversations teams like yours automate first.",
  tabs: [
    {
      name: "retail",
      title: "Retail & e-commerce",
      cards: [
        {
          title: "Order tracking",
          text: "An AI agent answers “where is my order?” with live status from your store, on WhatsApp and RCS.",
          link: { label: "See AI agent use cases", href: "/ai-agent-use-cases" },
        },
        {
          title: "Abandoned-cart reminders",
          text: "Remind shoppers of what they left behind, with the product image and a button back to checkout.",
          link: { label: "See Campaign Manager", href: "/campaign-manager" },
        },
        {
          title: "Returns and exchanges",
          text: "Customers start a return in the chat, pick a pickup slot and get the label without a call.",
        },
      ],
    },
    {
      name: "financial-services",
      title: "Financial services",
      cards: [
        {
          title: "Payment reminders",
          text: "Remind customers before an instalment or premium is due, with a secure link to pay.",
          link: { label: "Explore financial services", href: "/industry/financial-services" },
        },
        {
          title: "One-time passwords",
          text: "Send login and transaction codes on WhatsApp, with SMS as the fallback when a message is not delivered.",
        },
        {
          title: "Application updates",
          text: "Tell applicants which document is missing and let them upload it in the same chat.",
        },
      ],
    },
    {
      name: "healthcare",
      title: "Healthcare",
      cards: [
        {
          title: "Appointment booking",
          text: "Patients book, confirm and move visits themselves, with slots read live from your calendar.",
          link: { label: "Explore healthcare", href: "/industry/healthcare" },
        },
        {
          title: "Visit reminders",
          text: "A reminder the day before, with directions and a button to reschedule, cuts no-shows.",
        },
        {
          title: "Lab reports",
          text: "Let patients know the moment a report is ready and where to collect or download it.",
        },
      ],
    },
    {
      name: "travel",
      title: "Travel & hospitality",
      cards: [
        {
          title: "Booking confirmations",
          text: "Send the itinerary, the check-in time and the hotel's location the moment a booking is made.",
          link: { label: "Explore travel and hospitality", href: "/industry/travel-and-hospitality" },
        },
        {
          title: "Flight and schedule changes",
          text: "Reach every affected traveller at once and let them pick a new option with one tap.",
        },
        {
          title: "Guest requests",
          text: "Guests ask for late checkout, towels or a taxi on WhatsApp, and the right team gets the request.",
        },
      ],
    },
  ],
};
