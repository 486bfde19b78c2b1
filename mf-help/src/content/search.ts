/** Search across the help pages: every word of the query must appear in the page's title, summary or a section. */
import type { HelpSection } from './markdown';
import type { HelpTopic } from './topics';

export interface SearchHit {
  topic: HelpTopic;
  /** The best section to open, if the words are in one; the top of the page otherwise. */
  section?: HelpSection;
  /** Text around the first match, with the match marked by `match`. */
  snippet: { before: string; match: string; after: string };
  score: number;
}

const SNIPPET_RADIUS = 24;

/** Words of a query: split on spaces and punctuation, lower-cased. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,，。;；、:：!！?？"“”'‘’()（）]+/)
    .filter(Boolean);
}

function snippetOf(text: string, word: string): SearchHit['snippet'] {
  const at = text.toLowerCase().indexOf(word);
  if (at < 0) return { before: text.slice(0, SNIPPET_RADIUS * 2), match: '', after: '' };
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, at + word.length + SNIPPET_RADIUS);
  return {
    before: `${start > 0 ? '…' : ''}${text.slice(start, at)}`,
    match: text.slice(at, at + word.length),
    after: `${text.slice(at + word.length, end)}${end < text.length ? '…' : ''}`,
  };
}

const includesAll = (text: string, words: string[]): boolean => {
  const lower = text.toLowerCase();
  return words.every((w) => lower.includes(w));
};

/** The pages that hold every word, best first: a title match, then a section heading, then the body. */
export function searchHelp(topics: readonly HelpTopic[], query: string): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const topic of topics) {
    const { sections } = topic.content;
    const whole = [topic.title, topic.summary, ...sections.map((s) => `${s.title} ${s.text}`)].join(' ');
    if (!includesAll(whole, words)) continue;
    const section = sections.find((s) => includesAll(`${s.title} ${s.text}`, words)) ?? sections.find((s) => includesAll(`${s.title} ${s.text}`, words.slice(0, 1)));
    const score = (includesAll(topic.title, words) ? 100 : 0) + (section && includesAll(section.title, words) ? 10 : 0) + (section ? 1 : 0);
    const source = section ? section.text : topic.summary;
    hits.push({ topic, section, snippet: snippetOf(source, words[0]), score });
  }
  return hits.sort((a, b) => b.score - a.score);
}
