/**
 * The tools Orbitalk connects to, by category, for the home page's integrations section. Third-party
 * products are named only as something a customer can connect; nothing here claims a partnership.
 */
export const integrationGroups = {
  crm: ["Salesforce", "HubSpot", "Zoho CRM", "Microsoft Dynamics 365"],
  commerce: ["Shopify", "WooCommerce", "Magento", "Razorpay"],
  helpdesk: ["Zendesk", "Freshdesk", "ServiceNow", "Intercom"],
  developers: ["REST API", "Webhooks", "Google Sheets", "Zapier"],
} as const;

export type IntegrationGroup = keyof typeof integrationGroups;
