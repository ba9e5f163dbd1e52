import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, externalScriptSources, inlineScriptHashes, scriptHash } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy.split(/;\s*/).find((part) => part.startsWith(`${name} `));
  return found ? found.split(/\s+/).slice(1) : [];
}

describe('the pages’ Content-Security-Policy', () => {
  it('hashes inline scripts that run and leaves out external, JSON and empty ones', () => {
    const html = [
      '<script>window.ready = 1;</script>',
      '<script type="module">import("./x.js")</script>',
      '<script type="application/json" id="boot">{"a":1}</script>',
      '<script src="./assets/index.js"></script>',
      '<SCRIPT type=text/javascript>go()</SCRIPT >',
      '<script>  </script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('window.ready = 1;'), sha('import("./x.js")'), sha('go()')]);
  });

  it('hashes a script as the browser reads it, with its line ends normalised', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha('a();\nb();\nc();'));
  });

  it('names the origin of each external script and never a script: or data: address', () => {
    const head = [
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
      "<script src='//cdn.example.org/a.js'></script>",
      '<script src=http://stats.example.net:8080/s.js></script>',
      '<script src="/local.js"></script>',
      '<script src="data:text/javascript,alert(1)"></script>',
      '<script src="javascript:alert(1)"></script>',
    ].join('');
    expect(externalScriptSources(head)).toEqual(['https://www.googletagmanager.com', 'cdn.example.org', 'http://stats.example.net:8080']);
  });

  it('allows scripts only from the site, the template’s hashes and the custom head', () => {
    const policy = contentSecurityPolicy({
      template: '<head><script>boot()</script><script type="module" src="./assets/index.js"></script></head>',
      customHead: '<script>gtag("js")</script><script src="https://analytics.example.com/a.js"></script>',
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-eval'", sha('boot()'), sha('gtag("js")'), 'https://analytics.example.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://analytics.example.com']);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('gives a site without custom head the bare policy', () => {
    const policy = contentSecurityPolicy({ template: '<script type="module" src="./assets/index.js"></script>', customHead: '' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('lets a page show its icon: the default one from the site and a branding icon from any web address', () => {
    // browsers load `<link rel="icon">` under img-src (default-src alone would refuse another host)
    const images = directive(contentSecurityPolicy({ template: '', customHead: '' }), 'img-src');
    expect(images).toEqual(expect.arrayContaining(["'self'", 'https:', 'http:']));
  });
});
