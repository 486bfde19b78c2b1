import { Link } from 'react-router-dom';
import { PageIntro, useProductEntry, useRequestLogin, useSignedIn } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { PRODUCT_GROUPS, productByKey, productPath } from '../../products/catalog';
import { common } from '../../i18n/zh-CN/home';
import { centre } from '../../i18n/zh-CN/productPages';
import './EnterpriseCentrePage.css';

/** The business centre: every business system by group, entered through the product-entry rules. */
export function EnterpriseCentrePage() {
  const signedIn = useSignedIn();
  const requestLogin = useRequestLogin();
  const { enter, busy } = useProductEntry();
  return (
    <PageIntro title={centre.title} lead={centre.lead}>
      <div className="hp-centre">
        {signedIn ? (
          <div className="hp-centre__notice">
            <p>{centre.signedIn}</p>
            <Link to={ROUTES.userCentre.businessCenter.href()}>{centre.status}</Link>
          </div>
        ) : (
          <div className="hp-centre__notice">
            <p>{centre.signedOut}</p>
            <button type="button" onClick={() => void requestLogin({ key: 'header' })}>
              {common.loginOrRegister}
            </button>
          </div>
        )}
        {PRODUCT_GROUPS.map((group) => (
          <section key={group.key} className="hp-centre__group" aria-labelledby={`hp-centre-${group.key}`}>
            <h2 id={`hp-centre-${group.key}`}>{group.name}</h2>
            <ul>
              {group.products.map((key) => {
                const product = productByKey(key);
                if (!product) return null;
                return (
                  <li key={key}>
                    <h3>{product.name}</h3>
                    <p>{product.tagline}</p>
                    <div className="hp-centre__actions">
                      <button type="button" aria-busy={busy} onClick={() => void enter(key)}>
                        {centre.enter}
                      </button>
                      <Link to={productPath(key)}>{centre.details}</Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </PageIntro>
  );
}
