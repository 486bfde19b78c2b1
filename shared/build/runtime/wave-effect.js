// antd's click wave (the ripple of a clicked button, checkbox or radio), for every import of it
// (webpack.mjs aliases it here): it is drawn only after a click, never in a page's first view, so its
// code loads on the first click instead of with kit-base, which every signed-in page loads.
let effect;

export default function showWaveEffect(target, info) {
  effect ??= import('portal-antd-wave-effect');
  // A ripple that could not load is not worth an error: the click itself has been handled.
  effect.then((module) => module.default(target, info)).catch(() => undefined);
}
