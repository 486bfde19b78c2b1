import { Link } from 'react-router-dom';
import { PageIntro, useApiData, useProductEntry } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { contentApi } from '../../api/content';
import { LoadState } from '../../components/LoadState';
import { ProductFactsSkeleton } from './ProductFactsSkeleton';
import { PRODUCT_GROUPS, productByKey, productPath, type CatalogProduct } from '../../products/catalog';
import { common } from '../../i18n/zh-CN/home';
import { productPage } from '../../i18n/zh-CN/productPages';
import './ProductPage.css';

/** One product: what it is, who it is for, its terms, the steps, the documents, and the entry button. */
export function ProductPage({ product }: { product: CatalogProduct }) {
  const { enter, busy } = useProductEntry();
  const facts = useApiData(`product:${product.key}`, () => contentApi.productFacts(product.key));
  const group = PRODUCT_GROUPS.find((g) => g.products.includes(product.key));
  const f = facts.data;

  return (
    <div className="hp-product">
      <nav className="hp-product__crumbs" aria-label={common.breadcrumb}>
        <Link to={ROUTES.home.index.href()}>{common.home}</Link>
        <span aria-hidden="true">/</span>
        <span>{group?.name ?? productPage.centre}</span>
        <span aria-hidden="true">/</span>
        <span>{product.name}</span>
      </nav>
      <PageIntro title={product.name} lead={product.tagline}>
        <div className="hp-product__cta">
          <button type="button" className="hp-product__enter" aria-busy={busy} onClick={() => void enter(product.key)}>
            {productPage.apply}
          </button>
          <Link to={ROUTES.help.financialProcess.href()}>{productPage.guide}</Link>
        </div>
      </PageIntro>

      <div className="hp-product__body">
        {/* Until the facts arrive, their room is held so the sections below do not move. */}
        {facts.error ? <LoadState loading={false} error={facts.error} onRetry={facts.reload} /> : !f && <ProductFactsSkeleton />}
        {f && (
          <>
            <section className="hp-product__card" aria-labelledby="hp-product-what">
              <h2 id="hp-product-what">{productPage.what}</h2>
              <p className="hp-product__intro">{f.intro}</p>
              <ul className="hp-product__highlights">
                {f.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </section>

            <div className="hp-product__split">
              <section className="hp-product__card" aria-labelledby="hp-product-who">
                <h2 id="hp-product-who">{productPage.who}</h2>
                <ul className="hp-product__list">
                  {f.audience.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </section>
              <section className="hp-product__card" aria-labelledby="hp-product-terms">
                <h2 id="hp-product-terms">{productPage.terms}</h2>
                <dl className="hp-product__terms">
                  {f.terms.map((t) => (
                    <div key={t.label}>
                      <dt>{t.label}</dt>
                      <dd>{t.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </div>

            <section className="hp-product__card" aria-labelledby="hp-product-steps">
              <h2 id="hp-product-steps">{productPage.steps}</h2>
              <ol className="hp-product__steps">
                {f.steps.map((s, i) => (
                  <li key={s.title}>
                    <span className="hp-product__step-no" aria-hidden="true">
                      {i + 1}
                    </span>
                    <h3>{s.title}</h3>
                    <p>{s.detail}</p>
                  </li>
                ))}
              </ol>
            </section>

            <section className="hp-product__card" aria-labelledby="hp-product-docs">
              <h2 id="hp-product-docs">{productPage.documents}</h2>
              <ul className="hp-product__docs">
                {f.documents.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
              <p className="hp-product__note">{productPage.documentsNote}</p>
            </section>
          </>
        )}

        {group && group.products.length > 1 && (
          <section className="hp-product__related" aria-labelledby="hp-product-related">
            <h2 id="hp-product-related">{productPage.related(group.name)}</h2>
            <ul>
              {group.products
                .filter((key) => key !== product.key)
                .map((key) => {
                  const other = productByKey(key);
                  return other ? (
                    <li key={key}>
                      <Link to={productPath(key)}>
                        <strong>{other.name}</strong>
                        <span>{other.tagline}</span>
                      </Link>
                    </li>
                  ) : null;
                })}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
