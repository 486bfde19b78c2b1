import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { renderHelp } from '../../content/markdown';
import { searchHelp, type SearchableTopic } from '../../content/search';
import { HELP_TOPICS } from '../../content/topics';

let searchable: SearchableTopic[] | undefined;

/** Every help page with its sections, rendered once, on the first search. */
function searchableTopics(): SearchableTopic[] {
  searchable ??= HELP_TOPICS.map((topic) => ({ ...topic, sections: renderHelp(topic.markdown).sections }));
  return searchable;
}

/** The search box over all help pages; the query lives in `?q=` so a search can be linked. */
export function HelpSearch({ query }: { query: string }) {
  const [, setParams] = useSearchParams();
  const inputId = useId();
  const trimmed = query.trim();
  const hits = useMemo(() => (trimmed ? searchHelp(searchableTopics(), trimmed) : []), [trimmed]);

  return (
    <div className="help-search">
      <form role="search" aria-label="搜索帮助" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId}>搜索帮助内容</label>
        <input
          id={inputId}
          type="search"
          value={query}
          maxLength={50}
          placeholder="输入关键词，如：验证码、小额打款、电子签章"
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
      </form>
      {trimmed && (
        <section className="help-search__results" aria-label="搜索结果" aria-live="polite">
          <p className="help-search__count">{hits.length > 0 ? `找到 ${hits.length} 个相关页面` : `没有找到与“${trimmed}”相关的帮助，请换个关键词试试。`}</p>
          <ul>
            {hits.map((hit) => (
              <li key={hit.topic.path}>
                <Link to={hit.section ? `${hit.topic.path}#${encodeURIComponent(hit.section.anchor)}` : hit.topic.path}>
                  {hit.topic.title}
                  {hit.section && <span className="help-search__section"> › {hit.section.title}</span>}
                </Link>
                <p>
                  {hit.snippet.before}
                  {hit.snippet.match && <mark>{hit.snippet.match}</mark>}
                  {hit.snippet.after}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
