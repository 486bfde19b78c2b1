import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../i18n';
import { PRODUCT_GROUPS, introVideo, productName, productPath, type ProductKey } from './products';

const CLOSE_DELAY_MS = 150;

export interface MegaMenuProps {
  /** The product-centre link itself. */
  trigger: ReactNode;
  onPlay: (key: ProductKey) => void;
}

/**
 * The product centre's mega-menu: opens on hover (or keyboard focus) with the three product
 * groups; hovering a product shows its intro video's poster (an image: no video is fetched
 * while the visitor only browses) and offers the video, which plays in a dialog loaded on play.
 */
export function MegaMenu({ trigger, onPlay }: MegaMenuProps) {
  const { chrome } = messages;
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState<ProductKey>();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = (delay = CLOSE_DELAY_MS) => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), delay);
  };
  useEffect(() => cancelClose, []);
  // A new page closes the panel (the trigger itself is a link): it must not stay over the page
  // while the pointer still rests on the trigger.
  // (Set while rendering, not in an effect: a close timer still pending only closes it again.)
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  const preview = hovered && introVideo(hovered);
  return (
    <div
      className="portal-mega"
      // Opened by the pointer moving over it, not by its entering: a page that changes layout mounts a
      // new top bar under a pointer at rest, and the browser then reports an enter with no move.
      onMouseMove={open ? undefined : show}
      onMouseEnter={cancelClose}
      onMouseLeave={() => hide()}
      onFocus={show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hide(0);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      {trigger}
      {open && (
        <div className="portal-mega__panel" role="region" aria-label={chrome.megaMenuLabel} data-testid="mega-menu" onClick={() => hide(0)}>
          <div className="portal-mega__groups">
            {PRODUCT_GROUPS.map((group) => (
              <section key={group.key} className="portal-mega__group" aria-labelledby={`mega-${group.key}`}>
                <h3 id={`mega-${group.key}`}>{group.name}</h3>
                <ul>
                  {group.products.map((key) => (
                    <li key={key} onMouseEnter={() => setHovered(key)} onFocus={() => setHovered(key)} data-product={key}>
                      <Link to={productPath(key)}>{productName(key)}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <aside className="portal-mega__preview" aria-label={chrome.productIntro}>
            {preview ? (
              <>
                <img
                  key={preview.poster}
                  className="portal-mega__video"
                  src={preview.poster}
                  alt={`${preview.title} ${chrome.productIntro}`}
                  width={320}
                  height={180}
                  decoding="async"
                />
                <button
                  type="button"
                  className="portal-mega__play"
                  onClick={(e) => {
                    e.stopPropagation();
                    setOpen(false);
                    if (hovered) onPlay(hovered);
                  }}
                >
                  ▶ {chrome.playIntro}
                </button>
              </>
            ) : (
              <p className="portal-mega__hint">{chrome.productIntro}</p>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
