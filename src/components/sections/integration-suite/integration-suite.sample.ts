import type { IntegrationSuiteProps } from "./integration-suite";

/**
 * English sample props for the developer section gallery. Third-party products are only named as
 * something you can connect; nothing here claims a partnership.
 */
export const integrationSuiteSample: IntegrationSuiteProps = {
  title: "Connect the tools your team already uses",
  lead: "Bring customer data into every conversation and send every conversation back to the systems that need it.",
  categories: [
    {
      name: "crm",
      title: "CRM",
      desc: "Keep contact records current without copying a single chat by hand.",
      integrations: [
        {
          name: "Salesforce",
          text: "Connect Salesforce to log chats on the contact and create leads from new numbers.",
        },
        { name: "HubSpot", text: "Connect HubSpot to trigger WhatsApp follow-ups from deal stages." },
        {
          name: "Zoho CRM",
          text: "Connect Zoho CRM to see the contact's owner and open deals beside the chat.",
        },
        {
          name: "Custom CRM",
          text: "Sync contacts and conversation events with any CRM through our REST API.",
        },
      ],
    },
    {
      name: "ecommerce",
      title: "E-commerce",
      desc: "Answer “where is my order?” with live order data, and win back abandoned carts.",
      integrations: [
        { name: "Shopify", text: "Connect Shopify to send order, shipping and abandoned-cart messages." },
        {
          name: "WooCommerce",
          text: "Connect WooCommerce to confirm orders and share tracking links on WhatsApp.",
        },
        { name: "Magento", text: "Connect Magento to sync your catalogue for product messages." },
        { name: "Payment links", text: "Send a payment link in the chat and confirm the moment it is paid." },
      ],
    },
    {
      name: "helpdesk",
      title: "Helpdesk",
      desc: "Let agents answer WhatsApp and RCS from the helpdesk they work in all day.",
      integrations: [
        {
          name: "Zendesk",
          text: "Connect Zendesk to turn WhatsApp chats into tickets with the full history.",
        },
        {
          name: "Freshdesk",
          text: "Connect Freshdesk to reply to customers on WhatsApp from the ticket view.",
        },
        { name: "Intercom", text: "Connect Intercom to route messaging-app chats to the same team inbox." },
      ],
    },
    {
      name: "developer",
      title: "Developer tools",
      desc: "Build your own flows on the same APIs our integrations use.",
      integrations: [
        { name: "REST API", text: "Send and receive messages on WhatsApp, RCS, SMS and voice from one API." },
        {
          name: "Webhooks",
          text: "Get delivery, read and reply events pushed to your endpoint in real time.",
        },
        { name: "SDKs", text: "Start faster with client libraries for Node.js, Python, Java and PHP." },
      ],
      cta: { kind: "link", label: "Read the integrations FAQ", href: "/resources/faq/integrations-faq" },
    },
  ],
  ctas: [
    { kind: "contactSales", label: "Contact sales" },
    { kind: "link", label: "Browse all integrations", href: "/integrations" },
  ],
};
