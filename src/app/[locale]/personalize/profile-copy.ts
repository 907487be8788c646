import type { Channel } from "@/components/mockups/app-window";
import type { ProfileTexts } from "@/components/mockups/profile-mockup";
import type {
  CustomerDiagramNode,
  SystemIcon,
} from "@/components/sections/customer-diagram/customer-diagram";
import type { Messages } from "@/i18n/messages";

type Copy = Messages["personalize"];

/** Which channels the hero's customer agreed to: a fact of the example, the same in every locale. */
const consentGiven = { whatsapp: true, rcs: true, sms: false } satisfies Partial<Record<Channel, boolean>>;

/** The hero mock-up's text: the profile copy with each channel's consent state. */
export function profileTexts(profile: Copy["profile"]): ProfileTexts {
  const channels = Object.keys(consentGiven) as (keyof typeof consentGiven)[];
  return {
    ...profile,
    consents: channels.map((channel) => ({
      channel,
      granted: consentGiven[channel],
      ...profile.consents[channel],
    })),
  };
}

/** The systems that feed the profile, in the diagram's order (clockwise from the top), with their icons. */
const nodeIcons = {
  crm: "crm",
  store: "commerce",
  events: "analytics",
  conversations: "support",
  preferences: "marketing",
} satisfies Record<keyof Copy["customer"]["nodes"], SystemIcon>;

export function diagramNodes(nodes: Copy["customer"]["nodes"]): CustomerDiagramNode[] {
  return (Object.keys(nodeIcons) as (keyof typeof nodeIcons)[]).map((id) => ({
    id,
    icon: nodeIcons[id],
    ...nodes[id],
  }));
}
