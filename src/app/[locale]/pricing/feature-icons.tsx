import { channelIcons } from "@/components/icons/channel-icons";
import { LineIcon } from "@/components/icons/line-icon";

/** Pricing by channel: each channel's own icon, and a stack of layers for the platform. */
export const channelBillingIcons = {
  whatsapp: channelIcons.whatsapp,
  rcs: channelIcons.rcs,
  sms: channelIcons.sms,
  voice: channelIcons.voice,
  platform: (
    <LineIcon>
      <path d="m12 3 9 4.5-9 4.5-9-4.5z" />
      <path d="m3 12 9 4.5 9-4.5M3 16.5 12 21l9-4.5" />
    </LineIcon>
  ),
};
