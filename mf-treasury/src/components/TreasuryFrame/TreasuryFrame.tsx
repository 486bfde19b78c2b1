import { Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTES } from '@portal/core';
import { useFirstView } from '@portal/ui';
import './TreasuryFrame.css';
import { treasury as t } from '../../i18n/zh-CN/treasury';
import { pageBody, type TreasuryPageName } from './pages';

const SECTIONS = [
  { to: ROUTES.treasury.detail.href(), label: t.frame.detail },
  { to: ROUTES.treasury.list.href(), label: t.frame.list },
  { to: ROUTES.treasury.temp.href(), label: t.frame.temp },
  { to: ROUTES.treasury.brochure.href(), label: t.frame.brochure },
];

/**
 * Every treasury page: the product's name, its sections, the page's title, and the page below.
 * Plain markup (no kit part): it paints before the page's chunk and the kit arrive.
 */
export function TreasuryFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="tr-frame">
      <header className="tr-frame__head">
        <div>
          <h1>{t.frame.brand}</h1>
          <p>{t.frame.slogan}</p>
        </div>
        <nav aria-label={t.frame.sections}>
          {SECTIONS.map((s) => (
            <NavLink key={s.to} to={s.to}>
              {s.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <section className="tr-frame__page" aria-labelledby="tr-page-title">
        <h2 id="tr-page-title" className="tr-frame__title">
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}

/** While a page's chunk loads: its cards at their final height (no shift when it arrives), announced as loading. */
function PagePlaceholder({ page }: { page: TreasuryPageName }) {
  return (
    <div className={`tr-placeholder tr-placeholder--${page}`} role="status" aria-label={t.loading}>
      <div className="tr-card" />
      {page === 'list' && <div className="tr-card" />}
    </div>
  );
}

/**
 * A route's page: the frame at once, the page's body (its own chunk, in the kit's provider) inside it.
 * On the document's first view the body is asked for once the browser has reported the frame's
 * paint (the largest), so that paint waits for nothing but the remote's entry and its requests do
 * not share the network with the body's; a later page (a click) renders its body at once.
 */
export function TreasuryPage({ title, page }: { title: string; page: TreasuryPageName }) {
  const painted = useFirstView('heading');
  const Body = pageBody(page);
  return (
    <TreasuryFrame title={title}>
      <Suspense fallback={<PagePlaceholder page={page} />}>
        {/* Body is not made in render: lazyPage looks it up in a table made once at module load (pages.tsx). */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        {painted ? <Body /> : <PagePlaceholder page={page} />}
      </Suspense>
    </TreasuryFrame>
  );
}
