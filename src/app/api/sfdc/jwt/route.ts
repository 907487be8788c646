import { postToken } from "@/server/http/lead-api";

export const dynamic = "force-dynamic";

/** SPEC §7: `POST /api/sfdc/jwt {form}` → `{ token }`. */
export const POST = postToken;
