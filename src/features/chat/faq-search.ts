/**
 * The first-party chat's answers: ranked full-text search (BM25) over the site's FAQ entries, with
 * an honest "no answer" when the best match does not cover enough of the question, or matches it
 * only in the body of its answer. No React, no server: the index is a static JSON file per language,
 * built with the site (src/app/api/search/[locale]/route.ts). The chat and the resources' search
 * box both read it.
 */
export interface FaqEntry {
  question: string;
  answer: string;
  /** The page that answers it, without the locale prefix. */
  href: string;
  /** That page's name. */
  page: string;
  /** The resource it comes from (an FAQ, guide or post page); none for a product page's FAQ. */
  kind?: "faq" | "guides" | "blog";
}

export interface FaqHit {
  entry: FaqEntry;
  score: number;
}

/** Results the resources' search box shows at most. */
export const SEARCH_RESULTS = 6;

/** The search index of a language. */
export function searchIndexUrl(locale: string): string {
  return `/api/search/${locale}`;
}

/** Words that carry no meaning for matching. */
const STOP_WORDS = new Set(
  (
    "a about am an and any are as at be been but by can could do does did for from get got has have how i " +
    "if in into is it its me my no not of on or our so than that the their them then there these they " +
    "this to up us was we what when where which who why will with would you your yours i'm i’m tell please " +
    "want need know like just also there's it's"
  ).split(" "),
);

/** Different words for one thing, mapped to one stem. */
const SYNONYMS: Record<string, string> = {
  cost: "pric",
  charg: "pric",
  fee: "pric",
  bill: "pric",
  expensiv: "pric",
  cheap: "pric",
  wa: "whatsapp",
  sm: "sms",
  text: "sms",
  bot: "agent",
  chatbot: "agent",
};

/** A light English stemmer: enough to match "templates", "template", "templating" and "shipped". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const suffix = w.length > 5 && w.endsWith("ing") ? 3 : w.length > 4 && w.endsWith("ed") ? 2 : 0;
  if (suffix) {
    w = w.slice(0, -suffix);
    // "shipping" → "ship", "planned" → "plan"
    if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
  }
  if (w.length > 6 && w.endsWith("ation")) w = w.slice(0, -3); // "integration" → "integrat"
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return SYNONYMS[w] ?? w;
}

/** The meaningful, stemmed words of a text. */
export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^\p{L}\p{N}’']+/u)
    .map((word) => word.replace(/^['’]+|['’]+$/g, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

/** A question's words count three times: they say what the entry is about. */
const QUESTION_WEIGHT = 3;
/** The page's name says which product or channel the answer is about ("WhatsApp pricing"). */
const PAGE_WEIGHT = 2;
const K1 = 1.2;
const B = 0.75;
/** The best match must cover at least this share of the question's weight (by rarity) to be given. */
const MIN_COVERAGE = 0.6;

export interface FaqSearch {
  /** Entries ranked by relevance, best first. */
  search(query: string, limit?: number): FaqHit[];
  /** The one entry that answers the question, or null when none covers enough of it. */
  answer(query: string): FaqEntry | null;
}

export function createFaqSearch(entries: readonly FaqEntry[]): FaqSearch {
  const docs = entries.map((entry) => {
    const tf = new Map<string, number>();
    const titleTerms = new Set([...terms(entry.question), ...terms(entry.page)]);
    const add = (text: string, weight: number) => {
      for (const term of terms(text)) tf.set(term, (tf.get(term) ?? 0) + weight);
    };
    add(entry.question, QUESTION_WEIGHT);
    add(entry.page, PAGE_WEIGHT);
    add(entry.answer, 1);
    const length = [...tf.values()].reduce((a, b) => a + b, 0);
    return { entry, tf, length, titleTerms };
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, docs.length);
  const idf = (term: string) => {
    const n = df.get(term) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  const search = (query: string, limit = 3): FaqHit[] => {
    const wanted = [...new Set(terms(query))];
    return docs
      .map((doc) => {
        let score = 0;
        for (const term of wanted) {
          const f = doc.tf.get(term) ?? 0;
          if (f) score += (idf(term) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / averageLength));
        }
        return { entry: doc.entry, score, doc };
      })
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ entry, score }) => ({ entry, score }));
  };

  const answer = (query: string): FaqEntry | null => {
    const wanted = [...new Set(terms(query))];
    const [best] = search(query, 1);
    if (!best || !wanted.length) return null;
    const doc = docs.find((d) => d.entry === best.entry)!;
    const weight = (list: string[]) => list.reduce((sum, term) => sum + idf(term), 0);
    const covered = weight(wanted.filter((term) => doc.tf.has(term))) / weight(wanted);
    // A word met only deep in an answer is not what the entry is about.
    const onTopic = wanted.some((term) => doc.titleTerms.has(term));
    return covered >= MIN_COVERAGE && onTopic ? best.entry : null;
  };

  return { search, answer };
}
