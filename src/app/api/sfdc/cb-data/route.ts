import { postLead } from "@/server/http/lead-api";

export const dynamic = "force-dynamic";

/** SPEC §7: `POST /api/sfdc/cb-data {formData}`. */
export const POST = postLead;
