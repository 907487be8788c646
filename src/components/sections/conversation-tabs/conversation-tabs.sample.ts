import type { ConversationTabsProps } from "./conversation-tabs";

/** English sample props for the developer section gallery. Businesses are customers from src/data/company.ts. */
export const conversationTabsSample: ConversationTabsProps = {
  id: "use-cases",
  title: "Conversations your customers finish in the chat",
  lead: "Updates, bookings and payments that customers handle with a tap, without calling or opening an app.",
  labels: {
    previous: "Previous conversation",
    next: "Next conversation",
    conversation: "Example WhatsApp conversation",
  },
  tabs: [
    {
      name: "order-updates",
      title: "Order updates",
      desc: "Tell customers where their order is before they have to ask, and let them change the delivery in the same chat.",
      list: [
        "Confirmation, dispatch and delivery updates from your order system",
        "Reschedule or redirect a delivery with one tap",
        "Fewer “where is my order?” calls to your support team",
      ],
      ctaText: "See retail use cases",
      ctaLink: "/industry/retail-and-ecommerce",
      businessName: "Fernhollow Foods",
      customerName: "Priya",
      status: "Business account",
      messages: [
        {
          type: "incoming",
          text: "Hi Priya, your order FH-90314 leaves our store at 17:40 and should reach you between 18:00 and 18:30.",
          timestamp: "17:32",
          buttons: ["Track my order", "Change delivery time"],
        },
        { type: "outgoing", text: "Change delivery time", timestamp: "17:33" },
        {
          type: "incoming",
          text: "No problem. Which slot works better?",
          timestamp: "17:33",
          cards: [
            { title: "Today", text: "20:00 – 20:30" },
            { title: "Tomorrow", text: "08:00 – 08:30" },
          ],
        },
        { type: "outgoing", text: "Today, 20:00 – 20:30", timestamp: "17:34" },
        {
          type: "incoming",
          text: "Done ✅ Your groceries arrive today between 20:00 and 20:30.",
          timestamp: "17:34",
        },
      ],
    },
    {
      name: "appointments",
      title: "Appointment booking",
      desc: "Let patients and clients book, confirm and move appointments themselves, at any hour.",
      list: [
        "Free slots read live from your calendar or booking system",
        "Automatic reminders the day before, with a reschedule button",
        "Fewer no-shows and fewer calls to the front desk",
      ],
      ctaText: "See healthcare use cases",
      ctaLink: "/industry/healthcare",
      businessName: "Medora Clinics",
      customerName: "Daniel",
      status: "Business account",
      messages: [
        { type: "outgoing", text: "Hi, I'd like to book a check-up with Dr. Rao.", timestamp: "09:12" },
        {
          type: "incoming",
          text: "Hello Daniel! Dr. Rao has these slots at our Indiranagar clinic:",
          timestamp: "09:12",
          cards: [
            { title: "Tue 14 Oct", text: "10:30" },
            { title: "Wed 15 Oct", text: "16:00" },
            { title: "Thu 16 Oct", text: "11:15" },
          ],
        },
        { type: "outgoing", text: "Tuesday at 10:30", timestamp: "09:13" },
        {
          type: "incoming",
          text: "Booked ✅ Tuesday 14 October, 10:30 with Dr. Rao. We'll remind you the day before.",
          timestamp: "09:13",
          buttons: ["Add to calendar", "Reschedule"],
        },
      ],
    },
    {
      name: "payment-reminders",
      title: "Payment reminders",
      desc: "Remind customers before a payment is due and let them pay from the message, so fewer payments are missed.",
      list: [
        "Reminders scheduled from due dates in your billing system",
        "A secure payment link in the chat, confirmed the moment it is paid",
        "Receipts sent to the same conversation",
      ],
      ctaText: "See financial services use cases",
      ctaLink: "/industry/financial-services",
      businessName: "Zentrik Insurance",
      customerName: "Arjun",
      status: "Business account",
      messages: [
        {
          type: "incoming",
          text: "Hi Arjun, the premium for car policy ZI-20417 is due on 12 March. Renew now to stay covered.",
          timestamp: "11:00",
          buttons: ["Pay now", "Remind me on the 10th"],
        },
        { type: "outgoing", text: "Pay now", timestamp: "11:04" },
        {
          type: "incoming",
          text: "Here is your secure payment page. You can pay by UPI, card or net banking.",
          timestamp: "11:04",
          buttons: ["Open payment page"],
        },
        {
          type: "incoming",
          text: "Payment received ✅ Your policy is renewed for another year. The receipt follows in this chat.",
          timestamp: "11:06",
        },
      ],
    },
  ],
};
