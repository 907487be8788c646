import { describe, expect, it } from "vitest";
import {
  companyFromEmail,
  crmCountryName,
  deriveLead,
  leadType,
  WHATSAPP_TEMPLATE_ID,
  type LeadContext,
} from "./derive";
import { deviceType } from "./device";

const context: LeadContext = {
  Website_page: "/request-demo",
  Landing_Page: "/whatsapp-api",
  Lead_Source_Page: "",
  Device_Type: "desktop",
  Device_Details: "Mozilla/5.0",
  GCLID: "",
  Campaign_Source: "",
  Campaign_Medium: "",
  Campaign_Name: "",
  Campaign_Term: "",
  Campaign_Content: "",
  Lead_Marketing_Source: "",
};
const values = {
  firstName: "Jane",
  lastName: "Doe",
  email: "Jane.Doe@Acme.co.uk",
  phone: { country: "US", number: "(201) 5550123" },
  message: "",
  tnc: true,
};

describe("field derivation (SPEC §3)", () => {
  it("lowercases the email, takes the company from the domain and sends the US as USA", () => {
    const lead = deriveLead("demo", values, context);
    expect(lead).toMatchObject({
      email: "jane.doe@acme.co.uk",
      company: "acme",
      Country__c: "USA",
      phone: "+12015550123",
      Other_Lead_Source: "website",
      WhatsApp_Opt_In: true,
      WhatsApp_Template_Id: WHATSAPP_TEMPLATE_ID,
      tnc: true,
    });
    expect(crmCountryName("IN")).toBe("India");
    expect(companyFromEmail("a@b")).toBe("b");
  });

  it("sorts leads into Direct, Paid and Organic", () => {
    expect(leadType(context)).toBe("Direct");
    for (const medium of ["paid", "CPC", "ppc", "cps", "abm"])
      expect(leadType({ ...context, Campaign_Medium: medium })).toBe("Paid");
    expect(leadType({ ...context, Campaign_Source: "newsletter", Campaign_Medium: "email" })).toBe("Organic");
    expect(deriveLead("demo", values, { ...context, Campaign_Medium: "cpc" }).lead_source).toBe(
      "Performance Marketing",
    );
    expect(deriveLead("demo", values, context).lead_source).toBe("Organic");
  });

  it("marks AI-agent pages with Channels WA and Capabilities AI Agent", () => {
    expect(deriveLead("demo", values, context)).not.toHaveProperty("Channels");
    expect(deriveLead("demo", values, { ...context, Website_page: "/it/ai-agents" })).toMatchObject({
      Channels: "WA",
      Capabilities: "AI Agent",
    });
  });

  it("caps the user agent at 500 characters", () => {
    expect(
      deriveLead("demo", values, { ...context, Device_Details: "x".repeat(900) }).Device_Details,
    ).toHaveLength(500);
  });

  it("gives partner leads the Partners segment and the custom-field variants", () => {
    const { tnc: _t, ...partnerValues } = values;
    const lead = deriveLead(
      "partner",
      { ...partnerValues, interests: ["reseller", "technology"] },
      { ...context, Website_page: "/ai-agents" },
    );
    expect(lead).toMatchObject({
      Customer_Segment: "Partners",
      Partner_Interests: "reseller;technology",
      Website_page__c: "/ai-agents",
      Landing_Page__c: "/whatsapp-api",
      Device_Type__c: "desktop",
      Channels__c: "WA",
      Capabilities__c: "AI Agent",
    });
    expect(lead).not.toHaveProperty("tnc");
  });

  it("sends the contact form's topic with the lead, and only the contact form's", () => {
    expect(deriveLead("contact", { ...values, topic: "press" }, context)).toMatchObject({
      Contact_Topic: "press",
    });
    expect(deriveLead("demo", values, context)).not.toHaveProperty("Contact_Topic");
  });

  it("takes a lead without a phone (the ticker's email-only form) and claims no WhatsApp opt-in for it", () => {
    const lead = deriveLead("callback", { email: "Ana@Acme.io" }, context);
    expect(lead).toMatchObject({
      email: "ana@acme.io",
      phone: "",
      Phone_Country: "",
      WhatsApp_Opt_In: false,
    });
    expect(deriveLead("demo", values, context).WhatsApp_Opt_In).toBe(true);
  });

  it("names devices by the spec's breakpoints", () => {
    expect([375, 767, 768, 991, 992].map(deviceType)).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
    ]);
  });
});
