// The form floor's remote: the framework floor's parcel rendering, under its heading, the least a
// signed-in form page shows with the customer's fixed kit (antd): one form with a field and a button.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { Button, ConfigProvider, Form, Input } from 'antd';

const h = React.createElement;

function Page() {
  return h(
    ConfigProvider,
    null,
    h('h1', null, 'Form floor'),
    h(Form, { layout: 'vertical' }, h(Form.Item, { label: 'Name', name: 'name', rules: [{ required: true }] }, h(Input)), h(Button, { type: 'primary', htmlType: 'submit' }, 'Submit')),
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => h(BrowserRouter, null, h(Page)),
  errorBoundary: () => null,
});
export default lifecycles;
