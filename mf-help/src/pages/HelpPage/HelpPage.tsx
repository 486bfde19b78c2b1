import { useEffect, type MouseEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { SidebarFrame, SidebarNav, usePageTitle } from '@portal/ui';
import { HELP_TOPICS, topicPageTitle, type HelpTopic } from '../../content/topics';
import { help as t } from '../../i18n/zh-CN/help';
import { ContentTree } from './ContentTree';
import { HelpSearch } from './HelpSearch';
import './HelpPage.css';

/** The help centre's own sidebar: its nine pages (spec 000 section 2). */
const SIDEBAR_ENTRIES = HELP_TOPICS.map((topic) => ({ label: topic.title, to: topic.path }));

/** Brings an in-page anchor into view and moves focus to it. */
function scrollToAnchor(anchor: string, behavior: ScrollBehavior): void {
  const target = document.getElementById(anchor);
  if (!target) return;
  target.scrollIntoView({ behavior, block: 'start' });
  target.focus({ preventScroll: true });
}

/** One help page: search across all pages, the page's contents with anchors, the guidance. */
export function HelpPage({ topic }: { topic: HelpTopic }) {
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const rendered = topic.content;
  const index = HELP_TOPICS.indexOf(topic);
  const previous = HELP_TOPICS[index - 1];
  const next = HELP_TOPICS[index + 1];
  usePageTitle(topicPageTitle(topic));

  useEffect(() => {
    const anchor = decodeURIComponent(hash.slice(1));
    if (!anchor) return undefined;
    // After the shell's scroll-to-top on navigation, which may land a little later than this page.
    const timers = [50, 400].map((ms) => window.setTimeout(() => scrollToAnchor(anchor, 'auto'), ms));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [hash, topic]);

  const onContents = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${encodeURIComponent(anchor)}`);
    scrollToAnchor(anchor, 'smooth');
  };

  return (
    <SidebarFrame nav={<SidebarNav title={t.sidebar} entries={SIDEBAR_ENTRIES} />}>
      <div className="help-page">
        <h1 className="help-page__brand">{t.brand}</h1>
        <HelpSearch query={params.get('q') ?? ''} />
        <article className="help-article" aria-labelledby="help-article-title">
          <h2 id="help-article-title">{topic.title}</h2>
          <p className="help-article__summary">{topic.summary}</p>
          {rendered.sections.length > 1 && (
            <nav className="help-article__contents" aria-label={t.contents}>
              <p>{t.contents}</p>
              <ol>
                {rendered.sections.map((section) => (
                  <li key={section.anchor}>
                    <a href={`#${encodeURIComponent(section.anchor)}`} onClick={(e) => onContents(e, section.anchor)}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <ContentTree nodes={rendered.body} className="help-article__body" />
          <nav className="help-article__pager" aria-label={t.pager}>
            {previous ? <Link to={previous.path}>{t.previous(previous.title)}</Link> : <span />}
            {next ? <Link to={next.path}>{t.next(next.title)}</Link> : <span />}
          </nav>
        </article>
      </div>
    </SidebarFrame>
  );
}
