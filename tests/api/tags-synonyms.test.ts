/**
 * Synonyms and merging: `PUT /tag/synonym` sets a main tag's whole list, `GET /tag/synonyms` reads
 * it, questions of a synonym are listed under its main tag, `POST /tag/merge` moves a tag's
 * questions and followers; who may do each and the refusals that leave the database as it was,
 * on each database.
 */
import { describe, expect, it } from 'vitest';
import { ALL_DATABASES, type Envelope } from './harness';
import { addMember, asked, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import { admin, call, createTag, expectRefused, expectUnchanged, snapshots, tagDb, tagIdOf, tagPage, tagRow, timelineOf, type TagSynonyms } from './tags-write-support';

type QuestionPage = { count: number; list: { id: string }[] };

for (const kind of ALL_DATABASES) {
  describe(`tag synonyms and merging on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    let moderator: Member;
    let asker: Member;
    const ids: Record<string, string> = {};

    const setSynonyms = (who: Member | null, tagId: string, slugs: (string | Record<string, string>)[]) =>
      call<FieldErrors>(fx, 'PUT', '/tag/synonym', who, { tag_id: tagId, synonym_tag_list: slugs.map((slug) => (typeof slug === 'string' ? { slug_name: slug } : slug)) });
    const synonymsOf = async (tagId: string, who: Member | null = null) => {
      const response = await call<TagSynonyms>(fx, 'GET', `/tag/synonyms?tag_id=${tagId}`, who);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const mainOf = async (slug: string) => {
      const row = await tagRow(fx, slug);
      return { main_tag_id: row.main_tag_id, main_tag_slug_name: row.main_tag_slug_name };
    };
    const listed = async (tag: string) => {
      const response = await call<QuestionPage>(fx, 'GET', `/question/page?tag=${encodeURIComponent(tag)}&page_size=50`, admin(fx));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.list.map((question) => question.id).sort();
    };

    it('sets the whole list: creates new names, adopts live tags, and releases the unlisted', async () => {
      moderator = await addMember(fx, 1, 3);
      asker = await addMember(fx, 5000);
      ids.javascript = await createTag(fx, moderator, 'javascript', 'JavaScript');
      ids.js = await createTag(fx, moderator, 'js');
      ids.node = await createTag(fx, moderator, 'node');

      const set = await setSynonyms(moderator, ids.javascript, ['JS', { slug_name: 'ECMA Script', display_name: 'ECMAScript', original_text: 'The *standard*.' }, 'node']);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      for (const slug of ['js', 'ecma-script', 'node']) expect(await mainOf(slug)).toEqual({ main_tag_id: ids.javascript, main_tag_slug_name: 'javascript' });
      const created = await tagRow(fx, 'ecma-script');
      ids.ecma = created.id;
      expect({ display_name: created.display_name, status: Number(created.status) }).toEqual({ display_name: 'ECMAScript', status: 1 });
      expect(created.parsed_text).toContain('<em>standard</em>');
      expect(await timelineOf(fx, created.id)).toEqual(['created']);

      const expected = ['ecma-script', 'js', 'node'].map((slug) => expect.objectContaining({ slug_name: slug, main_tag_slug_name: 'javascript' }));
      const asGuest = await synonymsOf(ids.javascript);
      expect(asGuest).toEqual({ synonyms: expected, member_actions: [] });
      expect((await synonymsOf(ids.js, moderator)).member_actions).toEqual([{ action: 'edit', name: 'Edit', type: 'edit' }]);
      expect((await synonymsOf(ids.js)).synonyms).toEqual(expected);

      // a synonym's page is its main tag's, naming it
      const page = await tagPage(fx, 'JS');
      expect(page.body.data).toMatchObject({ tag_id: ids.javascript, slug_name: 'javascript', main_tag_slug_name: 'javascript' });
      const list = await call<{ list: { slug_name: string }[] }>(fx, 'GET', '/tags/page?query_cond=name&page_size=100', admin(fx));
      expect(list.body.data.list.map((tag) => tag.slug_name)).not.toContain('js');

      const shorter = await setSynonyms(moderator, ids.javascript, ['js']);
      expect(shorter.status, JSON.stringify(shorter.body)).toBe(200);
      expect(await mainOf('ecma-script')).toEqual({ main_tag_id: '0', main_tag_slug_name: '' });
      expect(await mainOf('node')).toEqual({ main_tag_id: '0', main_tag_slug_name: '' });
      expect((await synonymsOf(ids.javascript)).synonyms.map((tag) => tag.slug_name)).toEqual(['js']);
    });

    it('lists the questions of every synonym under the main tag; each tag keeps its own relations and count', async () => {
      const viaNode = await asked(fx, asker, 'How do I read a file in Node?', ['node']);
      const viaDeno = await asked(fx, asker, 'How do I read a file in Deno?', ['deno']);
      ids.deno = await tagIdOf(fx, 'deno');
      const set = await setSynonyms(moderator, ids.node, ['deno']);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const both = [viaNode.id, viaDeno.id].sort();
      expect(await listed('node')).toEqual(both);
      expect(await listed('DENO')).toEqual(both);
      const rels = await tagDb(fx).selectFrom('tag_rel').select(['object_id', 'tag_id']).where('object_id', 'in', both).orderBy('object_id').execute();
      expect(rels).toEqual(
        [
          { object_id: viaNode.id, tag_id: ids.node },
          { object_id: viaDeno.id, tag_id: ids.deno },
        ].sort((a, b) => a.object_id.localeCompare(b.object_id)),
      );
      expect(Number((await tagRow(fx, 'node')).question_count)).toBe(1);
      expect(Number((await tagRow(fx, 'deno')).question_count)).toBe(1);
      const search = await call<{ count: number }>(fx, 'GET', `/search?q=${encodeURIComponent('[deno]')}`, asker);
      expect(search.body.data.count).toBe(2);
      // asking with a synonym tags the question with its main tag
      const viaSynonym = await asked(fx, asker, 'Is Deno a Node replacement?', ['deno']);
      expect(viaSynonym.tags.map((tag) => tag.slug_name)).toEqual(['node']);
    });

    it('refuses a list with the tag itself, another tag’s synonym or a tag with synonyms, and a synonym as main tag; nothing changes', async () => {
      ids.python = await createTag(fx, moderator, 'python');
      const states = snapshots(fx);
      const before = await states.take();

      const itself = await setSynonyms(moderator, ids.javascript, ['js', 'JavaScript']);
      expectRefused(itself, 400, 'error.tag.cannot_set_synonym_as_itself', ['synonym_tag_list']);
      expect(itself.body.msg).toBe('You cannot set the synonym of the current tag as itself.');
      const ofAnother = await setSynonyms(moderator, ids.python, ['brand-new-name', 'js']);
      expectRefused(ofAnother, 400, 'error.tag.synonym_of_another', ['synonym_tag_list']);
      expect(ofAnother.body.msg).toBe('"js" is already a synonym of another tag.');
      // javascript has synonyms: making it one would chain synonyms (and js → javascript → python → ... cycles)
      const chain = await setSynonyms(moderator, ids.python, ['javascript']);
      expectRefused(chain, 400, 'error.tag.has_synonyms', ['synonym_tag_list']);
      expect(chain.body.msg).toBe('"javascript" has synonyms of its own and cannot become a synonym.');
      const onSynonym = await setSynonyms(moderator, ids.js, ['python']);
      expectRefused(onSynonym, 400, 'error.tag.is_synonym');
      expect(onSynonym.body.msg).toBe('This tag is a synonym of "javascript": edit the synonyms of that tag instead.');
      expectRefused(await setSynonyms(moderator, '10030000099999999', ['python']), 400, 'error.tag.not_found');

      expectRefused(await setSynonyms(moderator, ids.python, ['s'.repeat(36)]), 400, 'base.request_format_error', ['synonym_tag_list']);
      const character = await setSynonyms(moderator, ids.python, ['py/thon']);
      expectRefused(character, 400, 'base.request_format_error', ['synonym_tag_list']);
      expect(character.body.data[0].error_msg).toBe('URL slug may hold letters, digits and + # . - only.');
      expectRefused(await setSynonyms(moderator, ids.python, [{ slug_name: 'py3', display_name: 'd'.repeat(36) }]), 400, 'base.request_format_error', ['synonym_tag_list']);
      expectRefused(await call(fx, 'PUT', '/tag/synonym', moderator, { tag_id: ids.python }), 400, 'base.request_format_error', ['synonym_tag_list']);
      await expectUnchanged(states, before);
      expect(await tagDb(fx).selectFrom('tag').select('id').where('slug_name', '=', 'brand-new-name').execute()).toEqual([]);
    });

    it('refuses a deleted main tag, and lets members edit synonyms from rank.tag.synonym on', async () => {
      const gone = await createTag(fx, moderator, 'gone-tag');
      expect((await call(fx, 'DELETE', '/tag', moderator, { tag_id: gone })).status).toBe(200);
      const member = await addMember(fx, 800);
      const states = snapshots(fx);
      const before = await states.take();
      expectRefused(await setSynonyms(moderator, gone, ['python']), 400, 'error.tag.not_found');
      const refused = await setSynonyms(member, ids.python, ['py']);
      expectRefused(refused, 403, 'error.rank.no_enough_rank_to_operate');
      expect(refused.body.msg).toBe('You need at least 10000 reputation to do this.');
      expect((await setSynonyms(null, ids.python, ['py'])).status).toBe(401);
      await expectUnchanged(states, before);
      const trusted = await addMember(fx, 10000);
      expect((await setSynonyms(trusted, ids.python, ['py'])).status).toBe(200);
      expect(await mainOf('py')).toEqual({ main_tag_id: ids.python, main_tag_slug_name: 'python' });
    });

    it('merges a tag: questions and followers move without doubles, synonyms follow, counts are counted again', async () => {
      ids.react = await createTag(fx, moderator, 'react');
      const onlySource = await asked(fx, asker, 'Why does ReactJS re-render twice?', ['reactjs']);
      const onBoth = await asked(fx, asker, 'React or ReactJS: which tag?', ['reactjs', 'react']);
      const onlyTarget = await asked(fx, asker, 'What is a React hook?', ['react']);
      ids.reactjs = await tagIdOf(fx, 'reactjs');
      expect((await setSynonyms(moderator, ids.reactjs, ['react-js'])).status).toBe(200);
      const [sourceFan, bothFan, targetFan] = [await addMember(fx, 10), await addMember(fx, 10), await addMember(fx, 10)];
      const follow = async (who: Member, tagId: string) => expect((await call(fx, 'POST', '/follow', who, { object_id: tagId, is_cancel: false })).status).toBe(200);
      await follow(sourceFan, ids.reactjs);
      await follow(bothFan, ids.reactjs);
      await follow(bothFan, ids.react);
      await follow(targetFan, ids.react);
      // the source's fan has seen the target's page: what they follow is known to the host before the merge
      expect((await tagPage(fx, 'react', sourceFan)).body.data.is_follower).toBe(false);

      const merged = await call(fx, 'POST', '/tag/merge', moderator, { source_tag_id: ids.reactjs, target_tag_id: ids.react });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);

      for (const slug of ['reactjs', 'react-js']) expect(await mainOf(slug)).toEqual({ main_tag_id: ids.react, main_tag_slug_name: 'react' });
      const rels = await tagDb(fx).selectFrom('tag_rel').select(['object_id', 'tag_id', 'status']).where('tag_id', 'in', [ids.react, ids.reactjs]).execute();
      expect(rels.map((rel) => [rel.object_id, rel.tag_id, Number(rel.status)]).sort()).toEqual([onlySource.id, onBoth.id, onlyTarget.id].sort().map((id) => [id, ids.react, 1]));
      const follows = await tagDb(fx).selectFrom('follow').select(['user_id', 'object_id']).where('object_id', 'in', [ids.react, ids.reactjs]).execute();
      expect(follows.map((row) => [String(row.user_id), row.object_id]).sort()).toEqual([sourceFan.id, bothFan.id, targetFan.id].map((id) => [id, ids.react]).sort());
      const [react, reactjs] = [await tagRow(fx, 'react'), await tagRow(fx, 'reactjs')];
      expect([Number(react.question_count), Number(react.follow_count), Number(reactjs.question_count), Number(reactjs.follow_count)]).toEqual([3, 3, 0, 0]);

      expect(await listed('reactjs')).toEqual([onlySource.id, onBoth.id, onlyTarget.id].sort());
      const info = await call<{ tags: { slug_name: string }[] }>(fx, 'GET', `/question/info?id=${onBoth.id}`, null);
      expect(info.body.data.tags.map((tag) => tag.slug_name)).toEqual(['react']);
      expect((await synonymsOf(ids.react)).synonyms.map((tag) => tag.slug_name)).toEqual(['react-js', 'reactjs']);
      expect((await tagPage(fx, 'react', sourceFan)).body.data.is_follower).toBe(true);
    });

    it('refuses merging into itself, into a synonym, with a deleted tag, and by anyone but staff; nothing changes', async () => {
      ids.vue = await createTag(fx, moderator, 'vue');
      const gone = await tagIdOf(fx, 'gone-tag');
      const member = await addMember(fx, 100000);
      const merge = (who: Member | null, source: string, target: string) => call<FieldErrors>(fx, 'POST', '/tag/merge', who, { source_tag_id: source, target_tag_id: target });
      const states = snapshots(fx);
      const before = await states.take();
      const itself = await merge(moderator, ids.vue, ids.vue);
      expectRefused(itself, 400, 'error.tag.merge_into_itself', ['target_tag_id']);
      // into its own synonym (react-js is react's) and into another tag's synonym
      const ownSynonym = await merge(moderator, ids.react, await tagIdOf(fx, 'react-js'));
      expectRefused(ownSynonym, 400, 'error.tag.merge_into_synonym', ['target_tag_id']);
      expect(ownSynonym.body.msg).toBe('Tags can only be merged into a main tag: this one is a synonym of "react".');
      expectRefused(await merge(moderator, ids.vue, ids.js), 400, 'error.tag.merge_into_synonym', ['target_tag_id']);
      expectRefused(await merge(moderator, ids.vue, gone), 400, 'error.tag.not_found');
      expectRefused(await merge(moderator, gone, ids.vue), 400, 'error.tag.not_found');
      expectRefused(await merge(member, ids.vue, ids.python), 403, 'error.rank.fail_to_meet_the_condition');
      expect((await merge(null, ids.vue, ids.python)).status).toBe(401);
      expectRefused(await call(fx, 'POST', '/tag/merge', moderator, { source_tag_id: ids.vue }), 400, 'base.request_format_error', ['target_tag_id']);
      await expectUnchanged(states, before);
    });

    it('answers a missing tag in the synonym list with Answer’s not found', async () => {
      const missing = await call<Envelope<null>>(fx, 'GET', '/tag/synonyms?tag_id=10030000099999999', null);
      expectRefused(missing, 400, 'error.tag.not_found');
      expectRefused(await call(fx, 'GET', '/tag/synonyms', null), 400, 'base.request_format_error', ['tag_id']);
    });
  });
}
