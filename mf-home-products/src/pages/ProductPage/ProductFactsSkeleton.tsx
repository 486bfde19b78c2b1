import { LoadState } from '../../components/LoadState';

const HIGHLIGHTS = 4;
const STEPS = 5;

/**
 * The room of a product's facts while they load: the page's cards, empty, at the size the facts
 * usually take at this width (ProductPage.css), so the related products and the footer below stay
 * where they are when the facts arrive.
 */
export function ProductFactsSkeleton() {
  return (
    <div className="hp-product__pending">
      <div className="hp-product__card">
        <div className="hp-product__pending-status">
          <LoadState loading inline />
        </div>
        <div aria-hidden="true">
          <div className="hp-product__skel-text hp-product__skel-text--intro" />
          <div className="hp-product__highlights">
            {Array.from({ length: HIGHLIGHTS }, (_, i) => (
              <div key={i} className="hp-product__skel-box hp-product__skel-box--highlight" />
            ))}
          </div>
        </div>
      </div>
      <div className="hp-product__split" aria-hidden="true">
        <div className="hp-product__card">
          <div className="hp-product__skel-head" />
          <div className="hp-product__skel-text hp-product__skel-text--audience" />
        </div>
        <div className="hp-product__card">
          <div className="hp-product__skel-head" />
          <div className="hp-product__skel-text hp-product__skel-text--terms" />
        </div>
      </div>
      <div className="hp-product__card" aria-hidden="true">
        <div className="hp-product__skel-head" />
        <div className="hp-product__steps">
          {Array.from({ length: STEPS }, (_, i) => (
            <div key={i} className="hp-product__skel-box hp-product__skel-box--step" />
          ))}
        </div>
      </div>
      <div className="hp-product__card" aria-hidden="true">
        <div className="hp-product__skel-head" />
        <div className="hp-product__skel-text hp-product__skel-text--documents" />
      </div>
    </div>
  );
}
