import { Suspense, lazy, useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../i18n';
import { TOP_MENU, activeMenuItem } from '../app/menu';
import { ChromeBoundary } from '../app/ChromeBoundary';
import { SessionArea } from '../session/SessionArea';
import { Brand } from './Brand';
import { MegaMenu } from './MegaMenu';
import { MobileDrawer } from './MobileDrawer';
import { introVideo, type ProductKey } from './products';
import { useIsMobile, useTopBarState } from './viewport';
import './TopBar.css';

// The dialog (and its CSS) loads on first use only: nothing of it is on the first render.
const VideoDialog = lazy(() => import('./video/VideoDialog').then((m) => ({ default: m.VideoDialog })));

/**
 * The portal's top bar: brand, the top menu with the product mega-menu, the sign-in area.
 * Fixed from 32 px of scroll, hidden scrolling down past 220, back when scrolling up; below
 * 1024 px the menu moves into a drawer. The active item follows the URL, whichever remote
 * rendered the page: the shell's router sees every URL change.
 */
export function TopBar() {
  const { chrome } = messages;
  const { pathname } = useLocation();
  const active = activeMenuItem(pathname);
  const mobile = useIsMobile();
  const bar = useTopBarState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [playing, setPlaying] = useState<ProductKey>();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const closeVideo = useCallback(() => setPlaying(undefined), []);

  // Leaving the phone layout closes the drawer: while rendering, not in an effect after it.
  if (!mobile && drawerOpen) setDrawerOpen(false);

  return (
    <div className="portal-topbar-slot" data-bar={bar}>
      <header className={`portal-topbar portal-topbar--${bar}`}>
        <Brand />
        {!mobile && (
          <nav className="portal-topbar__menu" aria-label={chrome.menuLabel}>
            {TOP_MENU.map((item) => {
              const link = (
                <Link key={item.key} to={item.to} aria-current={item === active ? 'page' : undefined} className="portal-topbar__item">
                  {item.label}
                </Link>
              );
              return item.key === 'products' ? <MegaMenu key={item.key} trigger={link} onPlay={setPlaying} /> : link;
            })}
          </nav>
        )}
        {!mobile && (
          <ChromeBoundary name="session area">
            <SessionArea />
          </ChromeBoundary>
        )}
        {mobile && (
          <button
            type="button"
            className="portal-topbar__burger"
            aria-label={chrome.drawerOpen}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <span aria-hidden="true" />
          </button>
        )}
      </header>
      {mobile && drawerOpen && <MobileDrawer active={active} onClose={closeDrawer} />}
      {playing && (
        <Suspense fallback={null}>
          <VideoDialog video={introVideo(playing)} onClose={closeVideo} />
        </Suspense>
      )}
    </div>
  );
}
