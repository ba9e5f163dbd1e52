import { defineServerPlugin, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { heldBy, type ReviewerConfig } from './rules';

const whole = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);
const words = (value: unknown): string => (typeof value === 'string' ? value : '');

async function readConfig(ctx: ServerContext): Promise<ReviewerConfig> {
  const stored = await ctx.pluginConfig();
  return {
    first_posts: whole(stored.first_posts),
    max_links: whole(stored.max_links),
    block_words: words(stored.block_words),
    ip_ranges: words(stored.ip_ranges),
    email_domains: words(stored.email_domains),
  };
}

/** `post.review`: Answer's reviewer interface, judged by the admin's rules. */
function queries(ctx: ServerContext): Pick<ServerQueryHandlers, 'post.review'> {
  return {
    'post.review': async (post) => {
      const rule = heldBy(post, await readConfig(ctx));
      if (!rule) return { result: 'approved', reason: '', reviewer: 'reviewer_basic' };
      return { result: 'need_review', reason: ctx.t(post.lang, `reviewer_basic.reason.${rule}`), reviewer: 'reviewer_basic' };
    },
  };
}

export default defineServerPlugin({ id: 'reviewer_basic', queries });
