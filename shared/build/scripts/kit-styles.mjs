// Prints the kit's pre-rendered antd styles as JSON, one entry per style antd registered
// (shared/ui/src/kit/styles/renderKitStyles.tsx). Run by the build's kit CSS (kit-css.cjs) in a
// process of its own, with NODE_ENV=production so antd names its classes as a production bundle
// does, and with @portal/ui's tsconfig for its JSX.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

const renderer = path.join(ROOT, 'shared/ui/src/kit/styles/renderKitStyles.tsx');
const { renderKitStyleEntries } = await tsImport(renderer, { parentURL: import.meta.url });
process.stdout.write(JSON.stringify(renderKitStyleEntries()));
