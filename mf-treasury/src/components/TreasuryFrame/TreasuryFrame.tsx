import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { KitProvider } from '@portal/ui/kit';
import './TreasuryFrame.css';

const SECTIONS = [
  { to: '/treasuryFront/detail', label: '产品详情' },
  { to: '/treasuryFront/list', label: '申请记录' },
  { to: '/treasuryFront/temp', label: '资料模板' },
  { to: '/treasuryFront/productBrochure', label: '产品手册' },
];


/** Every treasury page: the product's name, its sections, and the page below. */
export function TreasuryFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <KitProvider>
      <div className="tr-frame">
        <header className="tr-frame__head">
          <div>
            <h1>司库服务</h1>
            <p>集团资金“看得见、管得住、调得动、用得好”</p>
          </div>
          <nav aria-label="司库栏目">
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
