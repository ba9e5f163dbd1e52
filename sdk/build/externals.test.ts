import { describe, expect, it } from 'vitest';
import { sharedImportProblems } from './externals';

describe('imports from shared modules', () => {
  it('accept every export of a whole module and the listed names of a trimmed one', () => {
    expect(
      sharedImportProblems({
        react: ['default', '*', 'useState', 'anything'],
        'react/jsx-runtime': ['jsx', 'jsxs'],
        'react-router-dom': ['Link', 'useParams'],
        mobx: ['observable', 'action'],
        '@answer/sdk': ['definePlugin'],
        'date-fns': ['format'],
      }),
    ).toEqual([]);
  });

  it('refuse a name the kernel does not hand over, or a namespace of a trimmed module', () => {
    const problems = sharedImportProblems({ 'react-router-dom': ['Link', 'createBrowserRouter'], mobx: ['*'] });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/react-router-dom does not share "createBrowserRouter"/);
    expect(problems[1]).toMatch(/mobx is shared by name/);
  });

  it('refuse a subpath of a shared module, which the kernel does not register', () => {
    expect(sharedImportProblems({ 'mobx/dist/mobx.esm.js': ['observable'] })[0]).toMatch(/is not a shared module/);
  });

  it('let a bare import of a trimmed module through', () => {
    expect(sharedImportProblems({ mobx: [] })).toEqual([]);
  });
});
