import { LoadState } from '../../components/LoadState';

const HIGHLIGHTS = 4;
const STEPS = 5;

/** `count` empty boxes of one kind (highlights, steps). */
function SkeletonBoxes({ count, kind }: { count: number; kind: 'highlight' | 'step' }) {
  return Array.from({ length: count }, (_, i) => <div key={i} className={`hp-product__skel-box hp-product__skel-box--${kind}`} />);
}

/** A card with a heading and a block of text of one kind, empty. */
function SkeletonCard({ text }: { text: 'audience' | 'terms' | 'documents' }) {
  return (
    <div className="hp-product__card" aria-hidden="true">
      <div className="hp-product__skel-head" />
      <div className={`hp-product__skel-text hp-product__skel-text--${text}`} />
    </div>
  );
}

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
            <SkeletonBoxes count={HIGHLIGHTS} kind="highlight" />
          </div>
        </div>
      </div>
      <div className="hp-product__split" aria-hidden="true">
        <SkeletonCard text="audience" />
        <SkeletonCard text="terms" />
      </div>
      <div className="hp-product__card" aria-hidden="true">
        <div className="hp-product__skel-head" />
        <div className="hp-product__steps">
          <SkeletonBoxes count={STEPS} kind="step" />
        </div>
      </div>
      <SkeletonCard text="documents" />
    </div>
  );
}
