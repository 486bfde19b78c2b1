import { Link } from 'react-router-dom';
import { PageIntro, useProductEntry, useRequestLogin, useSignedIn } from '@portal/ui';
import { PRODUCT_GROUPS, productByKey, productPath } from '../../products/catalog';
import './EnterpriseCentrePage.css';

/** The business centre: every business system by group, entered through the product-entry rules. */
export function EnterpriseCentrePage() {
  const signedIn = useSignedIn();
  const requestLogin = useRequestLogin();
  const { enter, busy } = useProductEntry();
  return (
    <PageIntro title="业务中心" lead="进入已开通的业务系统，办理融资申请、确权、签约与还款。">
      <div className="hp-centre">
        {signedIn ? (
          <div className="hp-centre__notice">
            <p>您已登录。进入业务系统前，请确认已完成个人实名认证和企业认证。</p>
            <Link to="/business/center">查看我的业务与认证状态</Link>
          </div>
        ) : (
          <div className="hp-centre__notice">
            <p>登录后即可进入业务系统。首次使用请先注册，并完成个人实名认证和企业认证。</p>
            <button type="button" onClick={() => void requestLogin({ key: 'header' })}>
              登录 / 注册
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
                        进入系统
                      </button>
                      <Link to={productPath(key)}>产品详情</Link>
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
