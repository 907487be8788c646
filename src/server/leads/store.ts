import { eq } from "drizzle-orm";
import type { LeadRecord } from "@/features/leads/derive";
import type { Submission } from "@/features/leads/submission";
import type { Db } from "../db/client";
import { leadOutbox, leads } from "../db/schema";

export type Stored = { id: string; duplicate: boolean };

/**
 * Stores a lead and, unless it is spam, its outbox row, in one transaction: once this resolves the
 * lead is durable and will be delivered. A submission id seen before answers the first lead's id.
 */
export async function storeLead(
  db: Db,
  submission: Pick<Submission, "submissionId" | "form" | "formPosition" | "locale">,
  record: LeadRecord,
  status: "lead" | "spam",
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        submissionId: submission.submissionId,
        form: submission.form,
        formPosition: submission.formPosition,
        locale: submission.locale,
        status,
        email: typeof record.email === "string" ? record.email : "",
        record,
      })
      .onConflictDoNothing({ target: leads.submissionId })
      .returning({ id: leads.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.submissionId, submission.submissionId));
      return { id: existing!.id, duplicate: true };
    }
    if (status === "lead") await tx.insert(leadOutbox).values({ leadId: inserted.id });
    return { id: inserted.id, duplicate: false };
  });
}
