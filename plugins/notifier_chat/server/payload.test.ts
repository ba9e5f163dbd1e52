import { describe, expect, it } from 'vitest';
import type { NotificationMessage } from '@answer/sdk/server';
import en from '../i18n/en_US.json';
import zh from '../i18n/zh_CN.json';
import { chatBody, link, testBody, type Translate } from './payload';

const trees: Record<string, unknown> = { en_US: en.backend, zh_CN: zh.backend };

/** The host's lookup and `{{var}}` filling, over this plugin's own messages. */
const t: Translate = (lang, key, vars = {}) => {
  let node: unknown = trees[lang] ?? trees.en_US;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
};

const message = (overrides: Partial<NotificationMessage> = {}): NotificationMessage => ({
  notification_type: 'notification.action.answer_the_question',
  receiver_user_id: '7',
  receiver_lang: 'en_US',
  receiver_external_id: '',
  trigger_user_id: '8',
  trigger_user_display_name: 'Bea',
  trigger_user_url: 'https://q.example/users/bea',
  question_title: 'Why <does> my lamp & fan hum?',
  question_url: 'https://q.example/questions/10010000000000001/why-does-my-lamp-fan-hum',
  tags: '',
  answer_url: 'https://q.example/questions/10010000000000001/why-does-my-lamp-fan-hum/10020000000000002',
  comment_url: '',
  ...overrides,
});

describe('chat post bodies', () => {
  it("writes Slack's markup: links as <url|label>, text escaped, the answer linked", () => {
    expect(chatBody(message(), 'slack', t, 'Q&A')).toEqual({
      text: '<https://q.example/users/bea|Bea> answered <https://q.example/questions/10010000000000001/why-does-my-lamp-fan-hum/10020000000000002|Why &lt;does&gt; my lamp &amp; fan hum?>',
    });
  });

  it("writes Mattermost's Markdown with the site as the sender, and defuses @channel in titles", () => {
    const body = chatBody(message({ question_title: '@channel [urgent] fix', comment_url: 'https://q.example/questions/1?commentId=3', notification_type: 'notification.action.mention_you' }), 'mattermost', t, 'Q&A');
    expect(body.username).toBe('Q&A');
    expect(body.text).toBe('[Bea](https://q.example/users/bea) mentioned you in a comment on [@\u200bchannel \\[urgent\\] fix](https://q.example/questions/1?commentId=3)');
  });

  it("writes in the receiver's language, naming nobody when the trigger is unknown, with a new question's tags", () => {
    const body = chatBody(
      message({ receiver_lang: 'zh_CN', notification_type: 'notification.action.new_question', trigger_user_display_name: '', trigger_user_url: '', answer_url: '', tags: 'lamps,power' }),
      'slack',
      t,
      'Q',
    );
    expect(body.text).toBe('有人 提出了问题 <https://q.example/questions/10010000000000001/why-does-my-lamp-fan-hum|Why &lt;does&gt; my lamp &amp; fan hum?>\n标签：lamps, power');
  });

  it('links only http(s) addresses and keeps the markup closed', () => {
    expect(link('slack', 'x', 'javascript:alert(1)')).toBe('x');
    expect(link('slack', 'x', 'https://a.example/p|q>r')).toBe('<https://a.example/p%7Cq%3Er|x>');
    expect(link('mattermost', 'x', 'https://a.example/(p)')).toBe('[x](https://a.example/%28p%29)');
  });

  it('writes the test message', () => {
    expect(testBody('slack', t, 'en_US', 'Q&A', 'https://q.example').text).toBe('Test message from <https://q.example|Q&amp;A>: the notifications you chose will arrive here.');
  });
});
