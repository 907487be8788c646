import { clsx } from "clsx";
import { AppWindow, Pill } from "./app-window";
import type { MockupTexts } from "./mockup-texts";

type TemplatesText = MockupTexts["templates"];
type Category = keyof TemplatesText["categories"];
type Status = keyof TemplatesText["statuses"];

/** Template names and language codes are what a business types into Meta: the same in every locale. */
const rows: readonly { name: string; category: Category; language: string; status: Status }[] = [
  { name: "order_update", category: "utility", language: "en", status: "approved" },
  { name: "login_code", category: "authentication", language: "en", status: "approved" },
  { name: "spring_sale", category: "marketing", language: "es", status: "review" },
  { name: "delivery_slot", category: "utility", language: "pt_BR", status: "approved" },
  { name: "winback_offer", category: "marketing", language: "en", status: "rejected" },
];
const statusTone = { approved: "signal", review: "amber", rejected: "danger" } as const;

/**
 * The template manager: WhatsApp templates with category, language and Meta's review status, and
 * the selected one previewed as the customer will see it (beside the table from 576 px of its width).
 */
export function TemplatesMockup({ text, className }: { text: TemplatesText; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="grid @xl:grid-cols-[1fr_13rem]">
        <div className="min-w-0 p-4">
          <div className="mb-3 flex justify-end">
            <span className="rounded-md bg-signal-500 px-2.5 py-1 text-[0.6875rem] font-semibold text-ink-950">
              + {text.newTemplate}
            </span>
          </div>
          <table className="w-full table-fixed text-left text-xs">
            <thead className="text-[0.625rem] tracking-wide text-muted uppercase">
              <tr>
                {text.columns.map((column, i) => (
                  <th
                    key={column}
                    className={clsx(
                      "truncate pb-1.5 font-bold",
                      i === 0 && "w-[38%]",
                      i === 2 && "hidden @md:table-cell",
                    )}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.name} className={clsx("border-t border-line", i === 0 && "bg-signal-100/50")}>
                  <td className="truncate py-2 pr-2 font-mono text-[0.6875rem] text-ink-900">{row.name}</td>
                  <td className="truncate py-2 pr-2 text-ink-800">{text.categories[row.category]}</td>
                  <td className="hidden py-2 pr-2 text-muted @md:table-cell">{row.language}</td>
                  <td className="py-2">
                    <Pill tone={statusTone[row.status]}>{text.statuses[row.status]}</Pill>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="hidden border-l border-line bg-chat-bg p-4 @xl:block">
          <p className="mb-2 text-[0.625rem] font-bold tracking-wide text-muted uppercase">{text.preview}</p>
          <div className="rounded-lg rounded-tl-sm bg-white p-2.5 text-xs leading-snug shadow-sm">
            <p className="font-semibold text-ink-900">{text.previewHeader}</p>
            <p className="mt-1">{text.previewBody}</p>
          </div>
          {text.previewButtons.map((label) => (
            <p
              key={label}
              className="mt-1 rounded-lg bg-white py-1.5 text-center text-xs font-semibold text-chat-head shadow-sm"
            >
              {label}
            </p>
          ))}
        </div>
      </div>
    </AppWindow>
  );
}
