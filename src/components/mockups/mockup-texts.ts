import { getMessages } from "next-intl/server";
import type { Messages } from "@/i18n/messages";

/** The text drawn inside the product mock-ups (`messages/<locale>/mockups.json`). */
export type MockupTexts = Messages["mockups"];

/** The mock-ups' text in the page's locale. */
export async function getMockupTexts(): Promise<MockupTexts> {
  return ((await getMessages()) as unknown as Messages).mockups;
}
