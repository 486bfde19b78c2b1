import { useNavigate } from 'react-router-dom';
import { productFromParam, ROUTES } from '@portal/core';
import { useProductEntry } from '@portal/ui';
import { Button } from '@portal/ui/kit/Button';
import { Result } from '@portal/ui/kit/Result';

export interface SuccessResultProps {
  texts: { successTitle: string; successLead: string; continueProduct: string; chooseProduct: string; home: string };
  /** The page's fromProduct: when it names a product, the first button continues into it. */
  fromProduct: string | null;
  /** Without a product: where the user chooses one. */
  onChoose: () => void;
}

/** An authentication passed: continue into the product the user came from (or choose one), or go home. */
export function SuccessResult({ texts, fromProduct, onChoose }: SuccessResultProps) {
  const navigate = useNavigate();
  const productEntry = useProductEntry();
  const product = productFromParam(fromProduct);
  return (
    <Result
      status="success"
      title={<h2 className="person__result-title">{texts.successTitle}</h2>}
      subTitle={texts.successLead}
      extra={[
        product ? (
          <Button key="go" type="primary" loading={productEntry.busy} onClick={() => void productEntry.enter(product, { sameTab: true })}>
            {texts.continueProduct}
          </Button>
        ) : (
          <Button key="go" type="primary" onClick={onChoose}>
            {texts.chooseProduct}
          </Button>
        ),
        <Button key="home" onClick={() => navigate(ROUTES.home.index.path)}>
          {texts.home}
        </Button>,
      ]}
    />
  );
}
