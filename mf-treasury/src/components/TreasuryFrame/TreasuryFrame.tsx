import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTES } from '@portal/core';
import './TreasuryFrame.css';
import { treasury as t } from '../../i18n/zh-CN/treasury';
import { lazyPage, type TreasuryPageName } from './pages';

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

// Set once the frame has been on screen: later pages (client-side navigation) render their body at once.
let framePainted = false;

/** True once the frame has painted: a frame after the commit, then a task (the browser paints in between). */
function useFramePainted(): boolean {
  const [painted, setPainted] = useState(framePainted);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        framePainted = true;
        setPainted(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * A route's page: the frame at once, the page's body (its own chunk, in the kit's provider) inside it.
 * On the first load the body is asked for only after the frame has painted, so the frame (the largest
 * paint) waits for nothing but the remote's entry.
 */
export function TreasuryPage({ title, page }: { title: string; page: TreasuryPageName }) {
  const painted = useFramePainted();
  const Body = lazyPage(page);
  return (
    <TreasuryFrame title={title}>
      <Suspense fallback={<PagePlaceholder page={page} />}>{painted ? <Body /> : <PagePlaceholder page={page} />}</Suspense>
    </TreasuryFrame>
  );
}
