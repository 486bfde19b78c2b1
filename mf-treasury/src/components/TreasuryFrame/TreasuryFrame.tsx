import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { KitProvider } from '@portal/ui/kit';
import './TreasuryFrame.css';
import { treasury as t } from '../../i18n/zh-CN/treasury';

const SECTIONS = [
  { to: '/treasuryFront/detail', label: t.frame.detail },
  { to: '/treasuryFront/list', label: t.frame.list },
  { to: '/treasuryFront/temp', label: t.frame.temp },
  { to: '/treasuryFront/productBrochure', label: t.frame.brochure },
];

/** Every treasury page: the product's name, its sections, and the page below. */
export function TreasuryFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <KitProvider>
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
    </KitProvider>
  );
}
