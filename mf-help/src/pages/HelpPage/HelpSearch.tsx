import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { searchHelp } from '../../content/search';
import { HELP_TOPICS } from '../../content/topics';
import { help } from '../../i18n/zh-CN/help';

const t = help.search;

/** The search box over all help pages; the query lives in `?q=` so a search can be linked. */
export function HelpSearch({ query }: { query: string }) {
  const [, setParams] = useSearchParams();
  const inputId = useId();
  const trimmed = query.trim();
  const hits = useMemo(() => (trimmed ? searchHelp(HELP_TOPICS, trimmed) : []), [trimmed]);

  return (
    <div className="help-search">
      <form role="search" aria-label={t.name} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId}>{t.label}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          maxLength={50}
          placeholder={t.placeholder}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
      </form>
      {trimmed && (
        <section className="help-search__results" aria-label={t.results} aria-live="polite">
          <p className="help-search__count">{hits.length > 0 ? t.found(hits.length) : t.none(trimmed)}</p>
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
