// The light surface of @portal/ui: no antd here, so the first page stays small.
// Pieces built on the UI kit live behind `@portal/ui/kit`.
export { NotFound } from './components/NotFound';
export { PageIntro, type PageIntroProps } from './components/PageIntro';
export * from './remote';
export { useApiData, failureMessage, type ApiData } from './content/useApiData';
