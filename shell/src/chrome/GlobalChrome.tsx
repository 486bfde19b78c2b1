import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES, pathHasPrefix } from '@portal/core';
import { ChromeBoundary } from '../app/ChromeBoundary';
import { BackToTop } from './BackToTop';
import { useDocumentTitle } from './documentTitle';
import { ChatWidget } from './chat/ChatWidget';
import { LoadingOverlay } from './LoadingOverlay';
import { loadPortalConfig } from './portalConfig';
import './chrome.css';

/** Pages without the AI assistant: sign-in and password pages, and the treasury workspace. */
const NO_CHAT_PREFIXES = [ROUTES.shell.login.path, ROUTES.shell.updatePassword.path, ROUTES.shell.forgotPassword.path, ROUTES.treasury.index.path];

/** What every page's chrome does, whatever the layout: the tab's title, the run-time config read early. */
export function GlobalChrome() {
  useDocumentTitle();
  useEffect(() => {
    // Read portal.config.json once the page's content has painted; footer, consultation and chat wait on it.
    void loadPortalConfig();
  }, []);
  return null;
}

/**
 * The floating chrome that survives navigation: loading overlay, back-to-top, the AI assistant.
 * Rendered after the page, so the page's skip link is the first Tab stop and these come last.
 */
export function FloatingChrome() {
  const { pathname } = useLocation();
  return (
    <>
      <ChromeBoundary name="loading overlay">
        <LoadingOverlay />
      </ChromeBoundary>
      <ChromeBoundary name="back to top">
        <BackToTop />
      </ChromeBoundary>
      <ChromeBoundary name="assistant">
        <ChatWidget hidden={NO_CHAT_PREFIXES.some((p) => pathHasPrefix(pathname, p))} />
      </ChromeBoundary>
    </>
  );
}
