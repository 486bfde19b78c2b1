import { Link } from 'react-router-dom';
import { PageIntro } from '@portal/ui';
import { ROUTES } from '@portal/core';
import './AboutPage.css';
import { about as t } from '../../i18n/zh-CN/about';

export function AboutPage() {
  return (
    <PageIntro title={t.title} lead={t.lead}>
      <div className="hp-about">
        <section className="hp-about__card" aria-labelledby="hp-about-profile">
          <h2 id="hp-about-profile">{t.profile}</h2>
          {t.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <dl className="hp-about__facts">
            {t.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="hp-about-values">
          <h2 id="hp-about-values">{t.values}</h2>
          <ul className="hp-about__values">
            {t.valueItems.map((v) => (
              <li key={v.title}>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="hp-about__card" aria-labelledby="hp-about-history">
          <h2 id="hp-about-history">{t.history}</h2>
          <ol className="hp-about__timeline">
            {t.milestones.map((m) => (
              <li key={m.year}>
                <strong>{m.year}</strong>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="hp-about__card" aria-labelledby="hp-about-contact">
          <h2 id="hp-about-contact">{t.contact}</h2>
          <ul className="hp-about__contact">
            {t.contactLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            {t.guide.before}
            <Link to={ROUTES.help.loginRegister.href()}>{t.guide.login}</Link>
            {t.guide.and}
            <Link to={ROUTES.home.richText.href({ id: 'risk-disclosure' })}>{t.guide.risk}</Link>
            {t.guide.after}
          </p>
        </section>
      </div>
    </PageIntro>
  );
}
