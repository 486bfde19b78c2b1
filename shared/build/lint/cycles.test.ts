import path from 'node:path';
import { cyclesIn, moduleGraph, workspaceCycles, workspacePackages } from './cycles';

describe('import cycles (type-only imports included)', () => {
  it('finds none in the workspace', () => {
    expect(workspaceCycles()).toEqual([]);
  });

  // Planted in memory: the shapes the mock and @portal/ui had before their types moved to leaf modules.
  const at = (file: string) => path.join('/planted', file);
  const graphOf = (files: Record<string, string>) => {
    const sources = Object.fromEntries(Object.entries(files).map(([file, code]) => [at(file), code]));
    return moduleGraph(Object.keys(sources), (file) => sources[file], workspacePackages());
  };

  it('refuses a cycle made of type-only imports', () => {
    const graph = graphOf({
      'state.ts': "import { seed } from './personas';\nexport class MockState { accounts = seed(); }\n",
      'personas.ts': "import { changes } from './change';\nexport const seed = () => changes();\n",
      'change.ts': "import type { MockState } from './state';\nexport const changes = (state?: MockState) => [state];\n",
    });
    expect(cyclesIn(graph)).toEqual([[at('change.ts'), at('personas.ts'), at('state.ts')]]);
  });

  it('refuses a cycle through a re-export and `export type ... from`', () => {
    const graph = graphOf({
      'kit/index.ts': "export * from './parts/helpers';\n",
      'kit/parts/helpers.ts': "export { rule } from '../../form';\n",
      'form/index.ts': "export type { Rule } from '../kit';\nexport const rule = 1;\n",
    });
    expect(cyclesIn(graph)).toHaveLength(1);
  });

  it('follows a package importing itself by name through its exports', () => {
    const form = path.join(__dirname, '../../ui/src/form/form.ts');
    const kit = path.join(__dirname, '../../ui/src/kit/index.ts');
    const sources: Record<string, string> = { [form]: "import type { FormRule } from '@portal/ui/kit';\n", [kit]: "export * from '../form/form';\n" };
    expect(cyclesIn(moduleGraph(Object.keys(sources), (file) => sources[file], workspacePackages()))).toHaveLength(1);
  });

  it('leaves a lazy import() and a one-way chain alone', () => {
    const graph = graphOf({
      'routes.ts': "export const page = () => import('./page');\n",
      'page.ts': "import type { Route } from './types';\nimport { other } from './routes';\nexport const p: Route = other;\n",
      'types.ts': 'export type Route = unknown;\n',
    });
    expect(cyclesIn(graph)).toEqual([]);
  });
});
