import type {
  ColorField,
  Template,
  TextField,
  WidgetProblem,
  WidgetValues,
} from "@/features/widget/settings";
import type { WidgetLanguage } from "@/features/widget/snippet";

export interface WidgetGeneratorTexts {
  template: { legend: string } & Record<Template, { title: string; text: string }>;
  labels: Record<
    TextField | ColorField | "mobileNumber" | "profilePic" | "whatsappIcon" | "buttonBorderRadius" | "lang",
    string
  >;
  hints: Record<"mobileNumber" | "message" | "profilePic", string>;
  errors: Record<WidgetProblem, string>;
  groups: Record<"content" | "colours", string>;
  languages: Record<WidgetLanguage, string>;
  defaults: Record<TextField, string>;
  previewTitle: string;
  previewFrame: string;
  submit: string;
  codeTitle: string;
  codeLead: string;
  copy: string;
  copied: string;
  /** `{ratio}` is replaced by the contrast ratio. */
  contrastWarning: string;
}

/** What each group of the generator's fields gets from the generator. */
export interface WidgetFieldsProps {
  /** Prefix of the fields' ids: a field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  values: WidgetValues;
  texts: WidgetGeneratorTexts;
  edit(change: (values: WidgetValues) => WidgetValues): void;
  /** The problem's message while it shows (after a submit, or once the field has input). */
  problem(field: WidgetProblem): string | undefined;
}
