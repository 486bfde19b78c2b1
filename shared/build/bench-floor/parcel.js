// The framework floor's remote: a single-spa-react parcel with its own router, one heading.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';

function Page() {
  const { pathname } = useLocation();
  return React.createElement('h1', { 'data-path': pathname }, 'Framework floor');
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => React.createElement(BrowserRouter, null, React.createElement(Page)),
  errorBoundary: () => null,
});
export default lifecycles;
