import { PRODUCTS, PRODUCT_GROUPS } from '@portal/core';
import { useProductEntry } from '@portal/ui';
import { Button } from '@portal/ui/kit/Button';
import { messages } from '../../../i18n';
import { PersonFrame } from '../PersonFrame';
import { usePersonalFlow } from '../usePersonalFlow';

const t = messages.person.product;

// Pool and foreign-trade factoring have a page but no flow (spec 000 section 1): not offered here.
const OFFERED = PRODUCTS.filter((product) => product.productId !== null);
const groupName = (key: string): string => PRODUCT_GROUPS.find((group) => group.key === key)?.name ?? '';

/** /AuthPerson/SelectProduct: the products an authenticated person can open next (enterprise auth follows). */
export function SelectProductPage() {
  const state = usePersonalFlow('SelectProduct');
  const productEntry = useProductEntry();
  return (
    <PersonFrame page="SelectProduct" state={state} title={t.title} lead={<p>{t.lead}</p>}>
      {() => (
        <ul className="person__products">
          {OFFERED.map((product) => (
            <li key={product.key} className="person__product">
              <div>
                <h2>{product.name}</h2>
                <p>{groupName(product.group)}</p>
              </div>
              <Button
                type="primary"
                aria-label={t.enterLabel(product.name)}
                disabled={productEntry.busy}
                onClick={() => void productEntry.enter(product.key, { sameTab: true })}
              >
                {t.enter}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PersonFrame>
  );
}
