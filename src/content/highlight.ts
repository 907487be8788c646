import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import xml from "highlight.js/lib/languages/xml";
import type { CodeLanguage } from "./markdown";

hljs.registerLanguage("bash", bash);
hljs.registerLanguage("javascript", javascript);
hljs.registerLanguage("json", json);
hljs.registerLanguage("html", xml);

/** How a code block's label names its language; plain text goes unnamed. */
export const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  bash: "Bash",
  json: "JSON",
  html: "HTML",
  javascript: "JavaScript",
  text: "",
};

/** The code as HTML with its tokens in `hljs-*` spans (globals.css colours them); text is escaped. */
export function highlight(code: string, language: CodeLanguage): string {
  if (language === "text")
    return code.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
