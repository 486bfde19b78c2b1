import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCTS, isProductKey, type ProductKey } from '@portal/core';
import { PageIntro, useCurrentCompany, useProductEntry } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Checkbox } from '@portal/ui/kit/Checkbox';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Radio } from '@portal/ui/kit/Radio';
import { openService as t } from '../../i18n/zh-CN/openService';
import { pages } from '../../i18n/zh-CN/pages';
import './open.css';

/** /open/service (no sidebar): choose a product, accept the agreements, then the product-entry checks and the result. */
export function OpenServicePage() {
  const company = useCurrentCompany();
  const entry = useProductEntry();
  const [params] = useSearchParams();
  // The business centre's open-now button names the product (?product=).
  const asked = params.get('product') ?? '';
  const [product, setProduct] = useState<ProductKey>(isProductKey(asked) ? asked : PRODUCTS[0].key);
  const [agreed, setAgreed] = useState(false);
  const [result, setResult] = useState<'entered' | 'stopped' | null>(null);

  const open = async () => {
    setResult(null);
    const outcome = await entry.enter(product);
    // 'routed' left for an authentication step and 'cancelled' closed the login: nothing to report here.
    if (outcome === 'opened') setResult('entered');
    else if (outcome === 'noticed' || outcome === 'failed') setResult('stopped');
  };

  return (
    <KitProvider>
      <div className="uc-open">
        <PageIntro title={pages.openService.title} lead={pages.openService.lead} />
        <p>{company ? t.company(company.companyName) : t.noCompany}</p>
        <fieldset className="uc-open__products">
          <legend>{t.product}</legend>
          <Radio.Group value={product} onChange={(e) => setProduct(e.target.value as ProductKey)}>
            {PRODUCTS.map((p) => (
              <Radio key={p.key} value={p.key}>
                {p.name}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
          {t.agree}
        </Checkbox>
        <div className="uc-open__buttons">
          <Button type="primary" disabled={!agreed || entry.busy} loading={entry.busy} onClick={() => void open()}>
            {t.submit}
          </Button>
          <Link to="/business/center">{t.back}</Link>
        </div>
        {result && <Alert type={result === 'entered' ? 'success' : 'info'} showIcon role="status" title={t.results[result]} />}
      </div>
    </KitProvider>
  );
}
