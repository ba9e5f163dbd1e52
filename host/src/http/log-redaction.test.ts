import { describe, expect, it } from 'vitest';
import { redactLine, redactUrl, requestForLog } from './log-redaction';

const TOKEN = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

describe('log redaction', () => {
  it('takes the values of secret query parameters out of a URL, however the name is spelled', () => {
    expect(redactUrl(`/answer/api/v1/user/info?Authorization=${TOKEN}`)).toBe('/answer/api/v1/user/info?Authorization=[redacted]');
    expect(redactUrl(`/x?a=1&authorization=${TOKEN}&b=2`)).toBe('/x?a=1&authorization=[redacted]&b=2');
    expect(redactUrl(`/x?%41uthorization=${TOKEN}`)).toBe('/x?%41uthorization=[redacted]');
    expect(redactUrl('/users/account-activation?code=abc123&from=mail')).toBe('/users/account-activation?code=[redacted]&from=mail');
    expect(redactUrl(`/x?access_token=${TOKEN}#top`)).toBe('/x?access_token=[redacted]#top');
  });

  it('leaves everything else as it was', () => {
    for (const url of ['/answer/api/v1/question/page?page=2&order=newest', '/questions/10010000000000001/a-title', '/x?captcha_code=1234&codec=h264', '/x?%E0%A4%A=1', '/x?code']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('scrubs finished lines: quoted URLs, header fields and bearer tokens', () => {
    const line = JSON.stringify({ msg: `'/a?x=1&Authorization=${TOKEN}' failed`, headers: { authorization: `Bearer ${TOKEN}`, cookie: 'session=s3cr3t', accept: 'text/html' } });
    const scrubbed = redactLine(line);
    expect(scrubbed).not.toContain(TOKEN);
    expect(scrubbed).not.toContain('s3cr3t');
    expect(JSON.parse(scrubbed)).toEqual({ msg: "'/a?x=1&Authorization=[redacted]' failed", headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' } });
    expect(redactLine(`token refused: Bearer ${TOKEN}, try again`)).toBe('token refused: Bearer [redacted], try again');
  });

  it('writes a request line without headers and with the URL redacted', () => {
    const request = { method: 'GET', url: `/a?Authorization=${TOKEN}`, host: 'qa.example.com', ip: '127.0.0.1', socket: { remotePort: 5000 }, headers: { authorization: TOKEN } };
    expect(requestForLog(request)).toEqual({ method: 'GET', url: '/a?Authorization=[redacted]', host: 'qa.example.com', remoteAddress: '127.0.0.1', remotePort: 5000 });
  });
});
