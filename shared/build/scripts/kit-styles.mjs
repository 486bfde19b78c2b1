// Prints the kit's stylesheet (shared/ui/src/kit/styles/renderKitStyles.tsx). Run by the build's
// kit sheet loader (kit-css.cjs) in a process of its own, with NODE_ENV=production so antd names its
// classes as a production bundle does, and with @portal/ui's tsconfig for its JSX.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

const renderer = path.join(ROOT, 'shared/ui/src/kit/styles/renderKitStyles.tsx');
const { renderKitStyles } = await tsImport(renderer, { parentURL: import.meta.url });
process.stdout.write(renderKitStyles());
