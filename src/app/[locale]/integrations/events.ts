import "server-only";

/**
 * Events connected systems send to Orbitalk, by kind of system, as the API names them: the same
 * in every locale. A sample for the page, not the full reference (that is in the developer docs).
 */
export const systemEvents = {
  commerce: ["order.created", "order.shipped", "order.delivered", "cart.abandoned", "product.back_in_stock"],
  payments: ["payment.captured", "payment.failed", "refund.processed", "subscription.renewal_due"],
  crm: ["lead.created", "contact.updated", "deal.stage_changed", "consent.changed"],
  helpdesk: ["ticket.created", "ticket.updated", "ticket.solved", "survey.requested"],
} as const;
