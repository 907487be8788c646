import { FORM_FIELDS, type FormValues, type LeadFormName, type PhoneValue } from "./forms";
import { getCountryCallingCode, type CountryCode } from "libphonenumber-js/min";
import { USER_AGENT_MAX_LENGTH, type DeviceType } from "./device";
import { phoneDigits } from "./phone-mask";

/** SPEC §5: campaign mediums that make a lead 'Paid'. */
export const PAID_MEDIUMS = ["paid", "cpc", "ppc", "cps", "abm"] as const;
/** SPEC §3: the WhatsApp template the CRM sends to a new lead (a constant). */
export const WHATSAPP_TEMPLATE_ID = "orbitalk_lead_welcome_v1";
/** The path fragment that marks an AI-agent page (SPEC §3 Channels / Capabilities). */
const AI_AGENT_PATH = "/ai-agents";

export type LeadType = "Direct" | "Paid" | "Organic";

/** The campaign facts of a visit, as the browser captured them (UTM set, gclid, pages, device). */
export interface LeadContext {
  Website_page: string;
  Landing_Page: string;
  /** On /contact-us only: the page the visitor came from (`contactUsLeadUrl`). */
  Lead_Source_Page: string;
  Device_Type: DeviceType;
  Device_Details: string;
  GCLID: string;
  Campaign_Source: string;
  Campaign_Medium: string;
  Campaign_Name: string;
  Campaign_Term: string;
  Campaign_Content: string;
  Lead_Marketing_Source: string;
}

export const CONTEXT_KEYS = [
  "Website_page",
  "Landing_Page",
  "Lead_Source_Page",
  "Device_Type",
  "Device_Details",
  "GCLID",
  "Campaign_Source",
  "Campaign_Medium",
  "Campaign_Name",
  "Campaign_Term",
  "Campaign_Content",
  "Lead_Marketing_Source",
] as const satisfies readonly (keyof LeadContext)[];

/** SPEC §5: Direct without campaign parameters, Paid for the paid mediums, else Organic. */
export function leadType(context: Pick<LeadContext, `Campaign_${string}` & keyof LeadContext>): LeadType {
  const values = [
    context.Campaign_Source,
    context.Campaign_Medium,
    context.Campaign_Name,
    context.Campaign_Term,
    context.Campaign_Content,
  ];
  if (values.every((v) => v === "")) return "Direct";
  const medium = context.Campaign_Medium.trim().toLowerCase();
  return (PAID_MEDIUMS as readonly string[]).includes(medium) ? "Paid" : "Organic";
}

/** SPEC §3: company is the first label of the email's domain (`jane@acme.io` → `acme`). */
export function companyFromEmail(email: string): string {
  return email.split("@")[1]?.split(".")[0] ?? "";
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** SPEC §3: the country's English name for the CRM, with 'United States' sent as 'USA'. */
export function crmCountryName(countryCode: string): string {
  const name = regionNames.of(countryCode) ?? countryCode;
  return name === "United States" ? "USA" : name;
}

/** The phone with the selected country's dial code in front (`+919876543210`). */
export function internationalPhone({ country, number }: PhoneValue): string {
  return `+${getCountryCallingCode(country as CountryCode)}${phoneDigits(number) ?? ""}`;
}

/** The record stored and sent to the CRM: the form's fields plus every derived field of SPEC §3. */
export type LeadRecord = Record<string, string | boolean>;

/** Builds the lead record of SPEC §3 from validated form values and the visit's context. */
export function deriveLead(form: LeadFormName, values: FormValues, context: LeadContext): LeadRecord {
  const email = String(values.email ?? "")
    .trim()
    .toLowerCase();
  // The ticker's callback form asks for an email only.
  const phone = values.phone as PhoneValue | undefined;
  const type = leadType(context);
  const aiAgentPage = context.Website_page.includes(AI_AGENT_PATH);
  const record: LeadRecord = {
    first_name: String(values.firstName ?? ""),
    last_name: String(values.lastName ?? ""),
    email,
    phone: phone ? internationalPhone(phone) : "",
    Phone_Country: phone?.country ?? "",
    company: companyFromEmail(email),
    Country__c: phone ? crmCountryName(phone.country) : "",
    description: String(values.message ?? ""),
    ...context,
    Device_Details: context.Device_Details.slice(0, USER_AGENT_MAX_LENGTH),
    Lead_Type: type,
    Lead_Marketing_Campaign_Source: [context.Campaign_Source, context.Campaign_Name]
      .filter(Boolean)
      .join(" / "),
    lead_source: type === "Paid" ? "Performance Marketing" : "Organic",
    Other_Lead_Source: "website",
    // The consent covers WhatsApp only where there is a number to message.
    WhatsApp_Opt_In: phone !== undefined,
    WhatsApp_Template_Id: phone ? WHATSAPP_TEMPLATE_ID : "",
  };
  if (aiAgentPage) Object.assign(record, { Channels: "WA", Capabilities: "AI Agent" });
  if (FORM_FIELDS[form].some((f) => f.kind === "terms")) record.tnc = values.tnc === true;
  // The contact form's topic routes the lead to sales, support, partnerships or press.
  if (form === "contact") record.Contact_Topic = String(values.topic);
  if (form === "partner") {
    record.Customer_Segment = "Partners";
    record.Partner_Interests = (values.interests as readonly string[]).join(";");
    // The partner form's CRM layout uses the custom-field variants of SPEC §3.
    Object.assign(record, {
      Landing_Page__c: record.Landing_Page,
      Website_page__c: record.Website_page,
      Device_Type__c: record.Device_Type,
      Device_Details__c: record.Device_Details,
      ...(aiAgentPage && { Channels__c: "WA", Capabilities__c: "AI Agent" }),
    });
  }
  return record;
}
