import { describe, expect, it } from 'vitest';
import { compilePattern, matchPage } from './page-routes';

const routes = [
  ['questions', '/'],
  ['questions', '/questions'],
  ['questions', '/questions/ask'],
  ['questions', '/questions/:qid'],
  ['questions', '/questions/:qid/:slug'],
  ['questions', '/questions/:qid/:slug/:aid'],
  ['questions', '/questions/linked/:qid'],
  ['tags', '/tags/create'],
  ['tags', '/tags/:tagName'],
  ['users', '/users/:username'],
  ['accounts', '/users/settings'],
  ['notifications', '/users/notifications/:type/:subType?'],
].map(([plugin, pattern]) => compilePattern(pattern, plugin));

describe('which page a path is', () => {
  it('gives a static segment the better of a parameter, as the browser router does', () => {
    expect(matchPage(routes, '/questions/ask')?.pattern).toBe('/questions/ask');
    expect(matchPage(routes, '/questions/linked/10010000000000001')?.pattern).toBe('/questions/linked/:qid');
    expect(matchPage(routes, '/tags/create')?.pattern).toBe('/tags/create');
    expect(matchPage(routes, '/users/settings')).toMatchObject({ pattern: '/users/settings', pluginId: 'accounts' });
  });

  it('reads the parameters decoded and in their own case', () => {
    expect(matchPage(routes, '/questions/10010000000000001/How-To/10020000000000002')).toEqual({
      pattern: '/questions/:qid/:slug/:aid',
      pluginId: 'questions',
      params: { qid: '10010000000000001', slug: 'How-To', aid: '10020000000000002' },
    });
    expect(matchPage(routes, '/tags/c%2B%2B')?.params).toEqual({ tagName: 'c++' });
    expect(matchPage(routes, '/users/Alice')?.params).toEqual({ username: 'Alice' });
  });

  it('matches optional segments with and without them', () => {
    expect(matchPage(routes, '/users/notifications/inbox')?.params).toEqual({ type: 'inbox' });
    expect(matchPage(routes, '/users/notifications/inbox/all')?.params).toEqual({ type: 'inbox', subType: 'all' });
  });

  it('finds nothing for a path no route names', () => {
    expect(matchPage(routes, '/nowhere/at/all')).toBeNull();
    expect(matchPage(routes, '/questions/1/2/3/4')).toBeNull();
  });

  it('takes the home page for the root only', () => {
    expect(matchPage(routes, '/')?.pattern).toBe('/');
    expect(matchPage(routes, '')?.pattern).toBe('/');
  });
});
