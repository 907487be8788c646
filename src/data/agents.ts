import type { Industry, Role } from "./audiences";

/**
 * The AI-agent use-case catalogue (SPEC §3 'Agent config item'): the facts every locale shares.
 * Each agent's name and feature lines are translated in `messages/<locale>/agents.json`; its
 * scripted demo conversation, played by the first-party chat, is in `agent-demos.json` (English,
 * like the chat). Its picture (`chatImg`) is drawn from its icon and industry by
 * `scripts/design/make-agent-images.mjs`. Listed mixed, so every page shows several industries.
 */
export const agentIcons = [
  "bag",
  "bed",
  "calendar",
  "card",
  "cart",
  "chart",
  "doc",
  "fork",
  "gift",
  "headset",
  "house",
  "key",
  "megaphone",
  "phone",
  "pill",
  "pin",
  "plane",
  "receipt",
  "refresh",
  "shield",
  "star",
  "stethoscope",
  "truck",
  "users",
] as const;
export type AgentIcon = (typeof agentIcons)[number];

export interface AgentFacts {
  id: string;
  industry: Industry;
  role: Role;
  /** The pictogram its picture shows. */
  icon: AgentIcon;
}

export const agents: readonly AgentFacts[] = [
  {
    id: "home-claim-intake",
    industry: "financial-services",
    role: "support-and-customer-experience",
    icon: "shield",
  },
  {
    id: "furniture-delivery-tracker",
    industry: "retail-and-ecommerce",
    role: "support-and-customer-experience",
    icon: "truck",
  },
  {
    id: "flight-rebooking-assistant",
    industry: "travel-and-hospitality",
    role: "support-and-customer-experience",
    icon: "plane",
  },
  {
    id: "patient-portal-helpdesk",
    industry: "healthcare",
    role: "support-and-customer-experience",
    icon: "headset",
  },
  {
    id: "grocery-order-changes",
    industry: "food-and-beverage",
    role: "support-and-customer-experience",
    icon: "truck",
  },
  { id: "tenant-move-in", industry: "real-estate", role: "support-and-customer-experience", icon: "key" },
  {
    id: "loan-repayment-help",
    industry: "financial-services",
    role: "support-and-customer-experience",
    icon: "receipt",
  },
  {
    id: "flat-pack-missing-parts",
    industry: "retail-and-ecommerce",
    role: "support-and-customer-experience",
    icon: "doc",
  },
  {
    id: "in-stay-requests",
    industry: "travel-and-hospitality",
    role: "support-and-customer-experience",
    icon: "bed",
  },
  {
    id: "clinic-billing-queries",
    industry: "healthcare",
    role: "support-and-customer-experience",
    icon: "receipt",
  },
  {
    id: "missing-damaged-items",
    industry: "food-and-beverage",
    role: "support-and-customer-experience",
    icon: "receipt",
  },
  {
    id: "new-home-snagging",
    industry: "real-estate",
    role: "support-and-customer-experience",
    icon: "house",
  },
  {
    id: "bank-statement-requests",
    industry: "financial-services",
    role: "support-and-customer-experience",
    icon: "doc",
  },
  {
    id: "fashion-returns-refunds",
    industry: "retail-and-ecommerce",
    role: "support-and-customer-experience",
    icon: "refresh",
  },
  {
    id: "roadside-breakdown-line",
    industry: "travel-and-hospitality",
    role: "support-and-customer-experience",
    icon: "phone",
  },
  {
    id: "repeat-prescription-requests",
    industry: "healthcare",
    role: "support-and-customer-experience",
    icon: "pill",
  },
  {
    id: "allergen-label-helper",
    industry: "food-and-beverage",
    role: "support-and-customer-experience",
    icon: "doc",
  },
  {
    id: "tenancy-checkout-deposit",
    industry: "real-estate",
    role: "support-and-customer-experience",
    icon: "doc",
  },
  {
    id: "travel-insurance-quotes",
    industry: "financial-services",
    role: "commerce-and-sales",
    icon: "plane",
  },
  { id: "room-sofa-advisor", industry: "retail-and-ecommerce", role: "commerce-and-sales", icon: "house" },
  { id: "seat-baggage-addons", industry: "travel-and-hospitality", role: "commerce-and-sales", icon: "bag" },
  { id: "health-check-packages", industry: "healthcare", role: "commerce-and-sales", icon: "stethoscope" },
  { id: "party-platter-orders", industry: "food-and-beverage", role: "commerce-and-sales", icon: "fork" },
  { id: "off-plan-unit-reservations", industry: "real-estate", role: "commerce-and-sales", icon: "house" },
  {
    id: "mortgage-appointment-booking",
    industry: "financial-services",
    role: "commerce-and-sales",
    icon: "house",
  },
  { id: "instagram-ad-shopping", industry: "retail-and-ecommerce", role: "commerce-and-sales", icon: "bag" },
  { id: "direct-room-booking", industry: "travel-and-hospitality", role: "commerce-and-sales", icon: "key" },
  { id: "treatment-plan-follow-up", industry: "healthcare", role: "commerce-and-sales", icon: "doc" },
  { id: "recipe-to-basket", industry: "food-and-beverage", role: "commerce-and-sales", icon: "cart" },
  { id: "home-valuation-booking", industry: "real-estate", role: "commerce-and-sales", icon: "chart" },
  {
    id: "business-account-opening",
    industry: "financial-services",
    role: "commerce-and-sales",
    icon: "card",
  },
  { id: "reserve-in-store", industry: "retail-and-ecommerce", role: "commerce-and-sales", icon: "pin" },
  {
    id: "airport-pickup-booking",
    industry: "travel-and-hospitality",
    role: "commerce-and-sales",
    icon: "pin",
  },
  { id: "employer-health-plans", industry: "healthcare", role: "commerce-and-sales", icon: "users" },
  { id: "veg-box-subscription", industry: "food-and-beverage", role: "commerce-and-sales", icon: "calendar" },
  { id: "commercial-lease-enquiries", industry: "real-estate", role: "commerce-and-sales", icon: "phone" },
  { id: "salary-switch-helper", industry: "financial-services", role: "growth", icon: "refresh" },
  { id: "abandoned-basket-reminder", industry: "retail-and-ecommerce", role: "growth", icon: "cart" },
  { id: "first-ride-signup", industry: "travel-and-hospitality", role: "growth", icon: "users" },
  { id: "new-patient-registration", industry: "healthcare", role: "growth", icon: "doc" },
  { id: "usual-basket-reorder", industry: "food-and-beverage", role: "growth", icon: "refresh" },
  { id: "development-ad-leads", industry: "real-estate", role: "growth", icon: "megaphone" },
  { id: "policy-renewal-retention", industry: "financial-services", role: "growth", icon: "calendar" },
  { id: "post-delivery-referral", industry: "retail-and-ecommerce", role: "growth", icon: "gift" },
  { id: "frequent-flyer-enrolment", industry: "travel-and-hospitality", role: "growth", icon: "star" },
  { id: "lapsed-patient-recall", industry: "healthcare", role: "growth", icon: "refresh" },
  { id: "delivery-area-waitlist", industry: "food-and-beverage", role: "growth", icon: "pin" },
  { id: "tenant-referral-rewards", industry: "real-estate", role: "growth", icon: "gift" },
  { id: "card-cashback-offers", industry: "financial-services", role: "marketing", icon: "gift" },
  { id: "back-in-stock-alerts", industry: "retail-and-ecommerce", role: "marketing", icon: "megaphone" },
  { id: "pre-arrival-offers", industry: "travel-and-hospitality", role: "marketing", icon: "gift" },
  { id: "flu-clinic-invitations", industry: "healthcare", role: "marketing", icon: "calendar" },
  { id: "weekly-grocery-offers", industry: "food-and-beverage", role: "marketing", icon: "megaphone" },
  { id: "launch-priority-list", industry: "real-estate", role: "marketing", icon: "star" },
  { id: "offer-preference-centre", industry: "financial-services", role: "marketing", icon: "star" },
  { id: "shopper-preference-centre", industry: "retail-and-ecommerce", role: "marketing", icon: "users" },
  { id: "new-route-launch", industry: "travel-and-hospitality", role: "marketing", icon: "megaphone" },
  { id: "branch-opening-campaign", industry: "healthcare", role: "marketing", icon: "pin" },
  { id: "store-qr-opt-in", industry: "food-and-beverage", role: "marketing", icon: "phone" },
  { id: "saved-search-listing-alerts", industry: "real-estate", role: "marketing", icon: "pin" },
];

/** SPEC §3 `chatImg`. */
export const agentImage = (id: string) => `/illustrations/agents/${id}.svg`;
