/**
 * The first view of the pages a visit starts on (AuthCertificate, SelectBusiness): their heading,
 * lead and first lines are decided by the flow's state, read without the query client, so they are
 * drawn before TanStack Query's code has loaded; the body below the heading brings it.
 */
import type { PersonalInfo } from '@portal/core';

import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as rtl from '@testing-library/react';

type Testing = typeof import('./testing');
type Rtl = typeof rtl;

/** The page's modules, fresh, with TanStack Query's loading counted; the heading's frame timers held. */
async function isolated(run: (modules: { testing: Testing; rtl: Rtl; loaded: jest.Mock }) => Promise<void>) {
  const loaded = jest.fn();
  // The frame and the timer after a heading's paint wait; promises and React's work go on.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setInterval', 'clearInterval', 'Date', 'hrtime', 'performance', 'requestIdleCallback', 'cancelIdleCallback'] });
  try {
    await jest.isolateModulesAsync(async () => {
      // One React (and the test renderer) across the isolated modules and the test.
      jest.doMock('react', () => React);
      jest.doMock('react/jsx-runtime', () => jsxRuntime);
      jest.doMock('react-dom', () => ReactDom);
      jest.doMock('react-dom/client', () => ReactDomClient);
      jest.doMock('@testing-library/react', () => rtl);
      jest.doMock('@tanstack/react-query', () => {
        loaded();
        return jest.requireActual('@tanstack/react-query');
      });
      const testing = await import('./testing');
      await run({ testing, rtl, loaded });
    });
  } finally {
    jest.useRealTimers();
  }
}

/** Lets the reads answer and the lazy pages' code come in (no frame, no timer). */
async function settle(rtl: Rtl) {
  for (let i = 0; i < 10; i++) {
    await rtl.act(async () => {
      for (let tick = 0; tick < 50; tick++) await Promise.resolve();
    });
  }
}

afterEach(() => jest.restoreAllMocks());

describe('a first view before TanStack Query', () => {
  it('AuthCertificate draws its heading and the photos intro before the query client loads; the form comes below them after', async () => {
    await isolated(async ({ testing, rtl, loaded }) => {
      const { messages } = await import('../../i18n');
      const t = messages.person.certificate;
      const info: PersonalInfo = testing.personalInfo(null, []);
      testing.renderPerson('/AuthPerson/AuthCertificate', () => info);
      await settle(rtl);
      expect(rtl.screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
      expect(rtl.screen.getByText(t.photosLead)).toBeInTheDocument();
      expect(loaded).not.toHaveBeenCalled();
      // The heading has painted: the body (and the query client) comes.
      await rtl.act(async () => {
        jest.advanceTimersByTime(100);
      });
      await settle(rtl);
      expect(loaded).toHaveBeenCalled();
    });
  });

  it('SelectBusiness draws its heading and lead before the query client loads', async () => {
    await isolated(async ({ testing, rtl, loaded }) => {
      const { messages } = await import('../../i18n');
      const t = messages.enterprise.selectBusiness;
      testing.renderAt('/AuthEnterprise/SelectBusiness', { company: null });
      await settle(rtl);
      expect(rtl.screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
      expect(rtl.screen.getByText(t.lead)).toBeInTheDocument();
      expect(loaded).not.toHaveBeenCalled();
    });
  });
});
