/**
 * What a chat message asks for before it is a question for the FAQs: a greeting, or a person from
 * sales (a demo, a quote, a call). Everything else is searched.
 */
export type ChatIntent = "hello" | "demo" | "question";

const HELLO = /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.]*$/i;
const DEMO =
  /\b(demo|trial|quote|call me|call back|talk to (sales|someone|a person|a human|your team)|speak (to|with) (sales|someone|a person|a human|your team)|contact sales|sales team|real person)\b/i;

export function chatIntent(text: string): ChatIntent {
  if (HELLO.test(text)) return "hello";
  if (DEMO.test(text)) return "demo";
  return "question";
}
