import { Link } from 'react-router-dom';
import { LoadFailed, untilFirstView, useApiData, useProductEntry, useRequestLogin, useSignedIn } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { contentApi } from '../../api/content';
import { Carousel, type CarouselSlide } from '../../components/Carousel';
import { PRODUCT_GROUPS, productByKey, productPath, type ProductKey } from '../../products/catalog';
import { common, homePage as t } from '../../i18n/zh-CN/home';
import './HomePage.css';

/** The banner's call to action uses the homeBanner key (spec 001 section 4). */
const BANNER_KEY = 'homeBanner' as const;

interface Banner {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  product: ProductKey;
  background: string;
}

const BANNERS: readonly Banner[] = [
  {
    id: 'twogold',
    ...t.banners.twogold,
    product: 'twogold',
    background: 'linear-gradient(120deg, #1e3a8a 0%, #1d4ed8 55%, #3b82f6 100%)',
  },
  {
    id: 'winnings',
    ...t.banners.winnings,
    product: 'winnings',
    background: 'linear-gradient(120deg, #064e3b 0%, #047857 55%, #10b981 100%)',
  },
  {
    id: 'orderCredit',
    ...t.banners.orderCredit,
    product: 'orderCredit',
    background: 'linear-gradient(120deg, #7c2d12 0%, #c2410c 55%, #f97316 100%)',
  },
];

const STEPS = [
  { ...t.steps.register, to: ROUTES.help.loginRegister.href() },
  { ...t.steps.person, to: ROUTES.auth.person.AuthCertificate.href() },
  { ...t.steps.enterprise, to: ROUTES.help.entAuth.href() },
  { ...t.steps.products, to: ROUTES.home.enterpriseCentre.href() },
];

function BannerSlide({ banner, busy, onEnter }: { banner: Banner; busy: boolean; onEnter: () => void }) {
  const product = productByKey(banner.product);
  return (
    <div className="hp-banner">
      <p className="hp-banner__eyebrow">{banner.eyebrow}</p>
      <h2 className="hp-banner__title">{banner.title}</h2>
      <p className="hp-banner__text">{banner.text}</p>
      <div className="hp-banner__actions">
        <button type="button" className="hp-button hp-button--light" aria-busy={busy} onClick={onEnter}>
          {t.bannerEnter}
        </button>
        <Link className="hp-banner__more" to={productPath(banner.product)}>
          {t.bannerMore(product?.name ?? '')}
        </Link>
      </div>
    </div>
  );
}

function NewsHighlights() {
  // Below the hero: the call (and the HTTP client's chunk) starts at the first view's `heading` moment (the hero has painted), not before it (Lighthouse counts every request started before the largest paint).
  const news = useApiData('home-news', () => untilFirstView('heading').then(() => contentApi.newsList({ pageNum: 1, pageSize: 4 })));
  return (
    <section className="hp-section" aria-labelledby="hp-news-title">
      <div className="hp-section__head">
        <h2 id="hp-news-title">{t.news}</h2>
        <Link to={ROUTES.home.news.href()}>{t.moreNews}</Link>
      </div>
      {news.data ? (
        <ul className="hp-news">
          {news.data.list.map((item) => (
            <li key={item.id}>
              <Link to={ROUTES.home.newsArticle.href({ id: item.id })}>
                <span className="hp-news__tag">{item.categoryName}</span>
                <span className="hp-news__title">{item.title}</span>
                <time dateTime={item.publishDate}>{item.publishDate}</time>
              </Link>
            </li>
          ))}
        </ul>
      ) : news.error ? (
        <LoadFailed compact message={news.error} onRetry={news.reload} retryLabel={common.reload} />
      ) : (
        <div className="hp-news__placeholder" role="status">
          {common.loading}
        </div>
      )}
    </section>
  );
}

/** The first page every visitor sees: plain React and CSS, no UI library, one small call. */
export function HomePage() {
  const signedIn = useSignedIn();
  const requestLogin = useRequestLogin();
  const { enter, enterPersonal, busy } = useProductEntry();
  const slides: CarouselSlide[] = BANNERS.map((banner) => ({
    id: banner.id,
    background: banner.background,
    // The banner enters its product like the product page's button (login first when signed out).
    content: <BannerSlide banner={banner} busy={busy} onEnter={() => void enter(banner.product, { loginKey: BANNER_KEY })} />,
  }));

  return (
    <div className="hp-home">
      {/* The page's name, as the menu says it; the hero's title below is what the eye reads first. */}
      <h1 className="hp-visually-hidden">{t.title}</h1>
      <section className="hp-hero" aria-labelledby="hp-hero-title">
        <div className="hp-hero__intro">
          <h2 id="hp-hero-title" className="hp-hero__title">
            {t.hero}
          </h2>
          <p>{t.heroText}</p>
          <div className="hp-hero__actions">
            {signedIn ? (
              <Link className="hp-button" to={ROUTES.home.enterpriseCentre.href()}>
                {t.enterCentre}
              </Link>
            ) : (
              <button type="button" className="hp-button" onClick={() => void requestLogin({ key: 'header' })}>
                {common.loginOrRegister}
              </button>
            )}
            <button type="button" className="hp-button hp-button--ghost" aria-busy={busy} onClick={() => void enterPersonal()}>
              {t.realName}
            </button>
          </div>
        </div>
        <Carousel label={t.carousel} slides={slides} />
      </section>

      <section className="hp-figures" aria-label={t.figuresLabel}>
        {t.figures.map((f) => (
          <div key={f.label} className="hp-figures__item">
            <p className="hp-figures__value">
              {f.value}
              <small>{f.unit}</small>
            </p>
            <p className="hp-figures__label">{f.label}</p>
          </div>
        ))}
      </section>

      <section className="hp-section" aria-labelledby="hp-products-title">
        <div className="hp-section__head">
          <h2 id="hp-products-title">{t.products}</h2>
        </div>
        <div className="hp-groups">
          {PRODUCT_GROUPS.map((group) => (
            <div key={group.key} className="hp-group">
              <h3>{group.name}</h3>
              <p className="hp-group__lead">{group.lead}</p>
              <ul>
                {group.products.map((key) => {
                  const product = productByKey(key);
                  return product ? (
                    <li key={key}>
                      <Link to={productPath(key)}>
                        <strong>{product.name}</strong>
                        <span>{product.tagline}</span>
                      </Link>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className="hp-section" aria-labelledby="hp-steps-title">
        <div className="hp-section__head">
          <h2 id="hp-steps-title">{t.stepsTitle}</h2>
        </div>
        <ol className="hp-steps">
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <span className="hp-steps__no" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.detail}</p>
              <Link to={step.to}>{step.link}</Link>
            </li>
          ))}
        </ol>
      </section>

      <NewsHighlights />

      <section className="hp-section hp-entries" aria-label={t.entries}>
        <Link to={ROUTES.help.loginRegister.href()} className="hp-entry">
          <strong>{t.help.title}</strong>
          <span>{t.help.text}</span>
        </Link>
        <Link to={ROUTES.home.about.href()} className="hp-entry">
          <strong>{t.about.title}</strong>
          <span>{t.about.text}</span>
        </Link>
        <Link to={ROUTES.treasury.detail.href()} className="hp-entry">
          <strong>{t.treasury.title}</strong>
          <span>{t.treasury.text}</span>
        </Link>
      </section>
    </div>
  );
}
