import { LineIcon } from "@/components/icons/line-icon";

/** Agent assist feature icons: summary sheet, reply bubble with a spark, arrow to the next step, open book, globe, pencil on a note. */
export const featureIcons = {
  summary: (
    <LineIcon>
      <rect x="4.5" y="3" width="15" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h4.5" />
    </LineIcon>
  ),
  replies: (
    <LineIcon>
      <path d="M13 6H5.5A2.5 2.5 0 0 0 3 8.5v7A2.5 2.5 0 0 0 5.5 18H7v3l4-3h6.5a2.5 2.5 0 0 0 2.5-2.5V12" />
      <path d="m18.5 2.5.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
      <path d="M7 11h6M7 14.5h8" />
    </LineIcon>
  ),
  nextStep: (
    <LineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 12h8m-3-3 3 3-3 3" />
    </LineIcon>
  ),
  sources: (
    <LineIcon>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
      <path d="M12 6.5v13" />
    </LineIcon>
  ),
  language: (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </LineIcon>
  ),
  notes: (
    <LineIcon>
      <path d="M12 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-6" />
      <path d="M17.5 3.5a2.1 2.1 0 0 1 3 3L12 15l-4 1 1-4z" />
    </LineIcon>
  ),
};
