import { createElement as h, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { mountRootParcel, start } from 'single-spa';

start({ urlRerouteOnly: true });

function RemoteOutlet({ parcel }) {
  const ref = useRef(null);
  useEffect(() => {
    let mounted;
    parcel.then((mod) => {
      mounted = mountRootParcel(mod.default, { domElement: ref.current });
    });
    return () => mounted?.unmount();
  }, [parcel]);
  return h('main', { ref });
}

export function run(parcel) {
  createRoot(document.getElementById('root')).render(
    h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(RemoteOutlet, { parcel }) }))),
  );
}
