// The hovers' Markdown with hostile chain data, rendered by a CommonMark renderer with autolinks on
// (markdown-it, a devDependency; VS Code's own renderer is proved by the e2e test): the only links are
// the extension's command links, nothing becomes HTML, every string shows as it came.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { DomainDetails, DomainRecordEntry, Owner } from '../../../../src/core';
import { accountHover, nameHover, type NameHoverInput } from '../../../../src/model/hover/hoverText';
import { CommandIds } from '../../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { commandLink, fillMarkdown, markdownCode, markdownText, SLOTS } from '../../../../src/model/hover/markdownText';

type Renderer = { render(markdown: string): string };
const MarkdownIt = createRequire(__filename)('markdown-it') as new (options: { html: boolean; linkify: boolean }) => Renderer;
const renderer = new MarkdownIt({ html: false, linkify: true });
const render = (markdown: string) => renderer.render(markdown);
const links = (html: string) => Array.from(html.matchAll(/<a\b[^>]*href="([^"]*)"/g), (match) => match[1]);
/** The text a reader sees (tags dropped, entities decoded). */
const visible = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

const HOSTILE = [
  '[click](command:workbench.action.openSettings)', '<img src=x onerror=alert(1)>', 'https://evil.example/x', 'www.evil.example',
  'mail@evil.example', '``a`b``', '**bold** _em_ # head', '$(zap)', '\u202eevil', 'line1\nline2', '| a | b |', '\\[x\\](y)', '&lt;b&gt;',
].join(' ');
const OWNER: Owner = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const NOW = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

function input(overrides: Partial<NameHoverInput> = {}): NameHoverInput {
  const details: DomainDetails = { name: 'alice.neo', state: 'active', expiration: NOW + 400 * DAY, owner: OWNER, admin: null };
  const records: DomainRecordEntry[] = [
    { name: 'alice.neo', type: 16, typeName: 'TXT', data: HOSTILE },
    { name: `x.${HOSTILE}`, type: 1, typeName: 'A', data: '203.0.113.7' },
  ];
  return {
    name: 'alice.neo', now: NOW, warningDays: 30, rpcUrl: 'http://127.0.0.1:50012/',
    details: { state: 'loaded', value: details },
    records: { state: 'loaded', value: { items: records, more: false } },
    ...overrides,
  };
}

describe('model/hover/markdownText and hoverText: hostile strings in hovers', () => {
  it('code spans show any text literally, backticks and all, on one line', () => {
    for (const text of [HOSTILE, '`', '``', ' x ', '', 'a``b', '`start', 'end`']) {
      const html = render(markdownCode(text, 1000));
      assert.deepEqual(links(html), [], text);
      assert.ok(!/<(?!\/?(p|code)>)/.test(html), `${text}: ${html}`);
      const shown = visible(html).trim();
      assert.equal(shown.replace(/^ | $/g, ''), text.replace(/\u202e/g, '\\u{202e}').replace(/\n/g, '\\u{a}').trim() || '', text);
    }
  });

  it('escaped text is plain text: no link, no autolink, no emphasis, no HTML', () => {
    const html = render(markdownText(HOSTILE, 1000));
    assert.deepEqual(links(html), []);
    assert.ok(!/<(strong|em|img|h1|table|code)\b/.test(html), html);
    assert.equal(visible(html).trim(), HOSTILE.replace(/\u202e/g, '\\u{202e}').replace(/\n/g, ' '));
  });

  it('fills localized sentences: its words escaped, the parts as built', () => {
    const markdown = fillMarkdown(l10n.t('Owner {0} [x](y) ({1})', SLOTS[0], SLOTS[1]), markdownCode(OWNER.address), markdownCode(OWNER.scriptHash));
    assert.equal(visible(render(markdown)).trim(), `Owner ${OWNER.address} [x](y) (${OWNER.scriptHash})`);
    assert.deepEqual(links(render(markdown)), []);
  });

  it('command links carry only values the extension made: a chain string is refused', () => {
    assert.match(commandLink('Show', CommandIds.showDomainDetails, ['alice.neo']), /\(command:nns\.showDomainDetails\?%5B%22alice\.neo%22%5D "Show"\)$/);
    for (const bad of [HOSTILE, 'Alice.neo', 'a b', '0x12', '[x](y)', 'nns.showLog)']) {
      assert.throws(() => commandLink('Show', CommandIds.showDomainDetails, [bad]), RangeError, bad);
    }
  });

  it('a name hover with hostile records and a hostile node: our links only, every string as it came', () => {
    const hover = nameHover(input(), l10n);
    const html = render(hover.markdown);
    assert.deepEqual(links(html), [
      `command:${CommandIds.showDomainDetails}?${encodeURIComponent('["alice.neo"]')}`,
      `command:${CommandIds.resolveName}?${encodeURIComponent('["alice.neo"]')}`,
    ]);
    assert.deepEqual(hover.commands, [CommandIds.showDomainDetails, CommandIds.resolveName]);
    assert.ok(!/<(img|strong|em|h\d|table)\b/.test(html), html);
    const text = visible(html);
    // Long data is cut to 160 characters in a hover (the details document has it all).
    assert.ok(text.includes(HOSTILE.replace(/\u202e/g, '\\u{202e}').replace(/\n/g, '\\u{a}').slice(0, 159)), text);
    assert.ok(text.includes(`Owner ${OWNER.address} (${OWNER.scriptHash})`), text);
    assert.ok(text.includes('No admin'));

    const failing = nameHover(input({ records: { state: 'failed', summary: `The node said ${HOSTILE}` } }), l10n);
    assert.equal(links(render(failing.markdown)).length, 2);
    assert.ok(visible(render(failing.markdown)).includes('Records could not be loaded: The node said [click](command:workbench.action.openSettings)'));
  });

  it('an expired name\'s hover offers its details, not Resolve… (which could only say "expired")', () => {
    const expired = nameHover(input({ details: { state: 'loaded', value: { name: 'alice.neo', state: 'expired', expiration: 0 } } }), l10n);
    assert.deepEqual(expired.commands, [CommandIds.showDomainDetails]);
    assert.deepEqual(links(render(expired.markdown)), [`command:${CommandIds.showDomainDetails}?${encodeURIComponent('["alice.neo"]')}`]);
  });

  it('an account hover links Show in Owner Domains and Copy Script Hash; a known contract only Copy', () => {
    const account = accountHover({ owner: OWNER, form: 'address', nameCount: { state: 'loaded', value: 1234 } }, l10n);
    assert.deepEqual(links(render(account.markdown)), [
      `command:${CommandIds.lookUpOwner}?${encodeURIComponent(JSON.stringify([OWNER.address]))}`,
      `command:${CommandIds.copyScriptHash}?${encodeURIComponent(JSON.stringify([OWNER.scriptHash]))}`,
    ]);
    assert.ok(visible(render(account.markdown)).includes('Holds 1,234 NNS names'));
    const gas = accountHover({ owner: OWNER, form: 'scriptHash', contract: { kind: 'native', name: 'GasToken' } }, l10n);
    assert.deepEqual(gas.commands, [CommandIds.copyScriptHash]);
    assert.ok(!visible(render(account.markdown)).includes('In the workspace'));
    assert.match(visible(render(gas.markdown)), /GasToken, a native contract of Neo N3/);
  });

  it('an account held by workspace wallets says which ("dev wallet · alice"), their names as plain text', () => {
    const account = accountHover({ owner: OWNER, form: 'address', wallets: [{ wallet: 'dev wallet', label: 'alice' }, { wallet: 'node1', label: '' }, { wallet: `evil ${HOSTILE}`, label: '' }] }, l10n);
    const shown = visible(render(account.markdown));
    assert.ok(shown.includes('In the workspace: dev wallet · alice, node1, evil '), shown);
    assert.equal(links(render(account.markdown)).length, 2, 'a wallet name makes no link');
  });
});
