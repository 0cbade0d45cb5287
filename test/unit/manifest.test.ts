// package.json, package.nls.json and src/model/ids.ts must agree: the ids and titles are fixed by issue 3.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { filterRowTooltip } from '../../src/model/view/headerRowTexts';
import { WRITE_COMMANDS } from '../../src/commands/write/writeCommandTable';
import { FEATURE_COMMANDS } from '../../src/commands/features/featureCommandTable';
import { CommandIds, ContextKeys, ItemContext, UriSchemes, ViewCommandIds, ViewIds, VIEW_CONTAINER_ID } from '../../src/model/ids';
import { englishLocalizer } from '../../src/model/text/localizer';
import { evaluateWhen, type ContextValues } from './support/whenClause';

const root = join(__dirname, '..', '..');
interface Contribution { command: string; title: string; category?: string; icon?: string }
type Setting = { type?: string; default: unknown; pattern?: string; patternErrorMessage?: string; scope?: string; minimum?: number; maximum?: number; markdownDescription?: string };
interface Manifest {
  main: string; icon: string; activationEvents: string[]; engines: { vscode: string };
  capabilities: { untrustedWorkspaces: { supported: string; restrictedConfigurations: string[] } };
  contributes: {
    viewsContainers: { activitybar: Array<{ id: string; title: string; icon: string }> };
    views: Record<string, Array<{ id: string; name: string; icon?: string }>>;
    viewsWelcome: Array<{ view: string; contents: string; when?: string }>;
    commands: Contribution[];
    menus: Record<string, Array<{ command: string; when?: string; group?: string }>>;
    keybindings: Array<{ command: string; key: string; mac?: string; when?: string; args?: unknown }>;
    configuration: { properties: Record<string, Setting> };
  };
}
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
const nls = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8')) as Record<string, string>;
/** A manifest string as VS Code shows it: %key% resolved through package.nls.json. */
const shown = (value: string) => value.replace(/^%(.+)%$/, (_, key: string) => {
  assert.ok(key in nls, `package.nls.json lacks ${key}`);
  return nls[key] ?? '';
});

describe('manifest', () => {
  it('contributes the container and views with their fixed titles and icons', () => {
    const container = manifest.contributes.viewsContainers.activitybar.find((c) => c.id === VIEW_CONTAINER_ID);
    assert.ok(container);
    assert.equal(shown(container.title), 'Neo Name Service');
    assert.ok(existsSync(join(root, container.icon)) && container.icon.endsWith('.svg'));
    const views = manifest.contributes.views[VIEW_CONTAINER_ID] ?? [];
    assert.deepEqual(views.map((v) => [v.id, shown(v.name)]), [[ViewIds.allDomains, 'All Domains'], [ViewIds.ownerDomains, 'Owner Domains']]);
    for (const view of views) assert.ok(view.icon && existsSync(join(root, view.icon)));
  });

  it('contributes every command with its title, one category (the container\'s title, as VS Code\'s focus commands have) and an icon', () => {
    const titles: Record<string, string> = {
      [CommandIds.refresh]: 'Refresh', [CommandIds.lookUpOwner]: 'Look Up Domains of Owner…', [CommandIds.findDomain]: 'Find Domain…',
      [CommandIds.selectNode]: 'Select Node…', [CommandIds.copyName]: 'Copy Name', [CommandIds.filter]: 'Filter Domains…',
      [CommandIds.clearFilter]: 'Clear Filter', [CommandIds.showLog]: 'Show Log',
      [CommandIds.showDomainDetails]: 'Show Domain Details', [CommandIds.showOwnerDomains]: "Show Owner's Domains",
      [CommandIds.copyOwnerAddress]: 'Copy Owner Address', [CommandIds.sortOwnerDomainsByName]: 'Sort Owner Domains by Name',
      [CommandIds.sortOwnerDomainsByExpiration]: 'Sort Owner Domains by Expiration', [CommandIds.setOwner]: 'Set Owner…',
      [CommandIds.sortOwnerDomainsByNameCurrent]: '✓ Sort Owner Domains by Name', [CommandIds.sortOwnerDomainsByExpirationCurrent]: '✓ Sort Owner Domains by Expiration',
      [CommandIds.backToConfiguredOwner]: 'Close Looked-Up Owners', [CommandIds.setConfiguredOwner]: 'Set as Configured Owner',
      [CommandIds.closeOwner]: 'Close Owner', [CommandIds.openSettings]: 'Open Settings',
      [ViewCommandIds.collapseAll[ViewIds.allDomains]]: 'Collapse All', [ViewCommandIds.collapseAll[ViewIds.ownerDomains]]: 'Collapse All',
      [CommandIds.exportDomains]: 'Export Domains…',
      [ViewCommandIds.exportDomains[ViewIds.allDomains]]: 'Export Domains…', [ViewCommandIds.exportDomains[ViewIds.ownerDomains]]: 'Export Domains…',
      [CommandIds.registerName]: 'Register Name…', [CommandIds.renewName]: 'Renew…', [CommandIds.setRecord]: 'Set Record…',
      [CommandIds.deleteRecord]: 'Delete Record…', [CommandIds.setAdmin]: 'Set Admin…', [CommandIds.transferName]: 'Transfer…',
      [CommandIds.forgetWalletPasswords]: 'Forget Wallet Passwords',
      [CommandIds.planNamesFile]: 'Plan Names File', [CommandIds.applyNamesFile]: 'Apply Names File…',
      [CommandIds.exportNamesFile]: 'Export Names File…', [CommandIds.renewExpiringNames]: 'Renew Expiring Names…',
    };
    Object.assign(titles, { [CommandIds.setUpNns]: 'Set Up NNS on This Chain…', [CommandIds.addRoot]: 'Add Root…', [CommandIds.setPrice]: 'Set Price…' });
    const byId = new Map(manifest.contributes.commands.map((c) => [c.command, c]));
    for (const [id, title] of Object.entries(titles)) {
      const command = byId.get(id);
      assert.ok(command, `${id} not contributed`);
      assert.equal(shown(command.title), title);
    }
    // VS Code names the views' focus commands "<container title>: Focus on … View": one category for
    // all, so that typing "Neo" (or "NNS", the initials VS Code's palette matches) finds every command.
    const container = shown(manifest.contributes.viewsContainers.activitybar[0]?.title ?? '');
    for (const command of manifest.contributes.commands) {
      assert.equal(shown(command.category ?? ''), container, command.command);
      assert.ok(command.icon?.startsWith('$('), command.command);
    }
    const hidden = manifest.contributes.menus.commandPalette ?? [];
    const internal = [CommandIds.setConfiguredOwner, CommandIds.closeOwner, CommandIds.openSettings, CommandIds.sortOwnerDomainsByNameCurrent, CommandIds.sortOwnerDomainsByExpirationCurrent];
    for (const perView of [...Object.values(ViewCommandIds.filter), ...Object.values(ViewCommandIds.clearFilter), ...Object.values(ViewCommandIds.collapseAll), ...Object.values(ViewCommandIds.exportDomains), ...internal]) {
      assert.ok(byId.has(perView), `${perView} not contributed`);
      assert.ok(hidden.some((m) => m.command === perView && m.when === 'false'), `${perView} visible in the palette`);
    }
    for (const command of manifest.contributes.commands) assert.ok(command.command.startsWith('nns.'));
  });

  it('title bars: at most three actions inline, refresh last, the rest in "…"; Collapse All only where rows expand', () => {
    const title = manifest.contributes.menus['view/title'] ?? [];
    for (const view of Object.values(ViewIds)) {
      const forView = title.filter((m) => m.when?.startsWith(`view == ${view}`));
      const nav = forView.filter((m) => m.group?.startsWith('navigation'));
      const order = (m: { group?: string }) => Number(m.group?.split('@')[1]);
      const last = nav.reduce((a, b) => (order(a) > order(b) ? a : b));
      assert.equal(last.command, CommandIds.refresh, view);
      assert.ok(nav.some((m) => m.command === ViewCommandIds.filter[view]));
      // Three at most inline, so that the view's title and count keep their room.
      assert.ok(nav.length <= 3, `${view}: ${nav.map((m) => m.command).join(', ')}`);
      assert.ok(forView.some((m) => m.command === ViewCommandIds.clearFilter[view] && m.when?.includes('.filtered') && !m.group?.startsWith('navigation')), 'Clear Filter in "…" (the filter row has ×)');
      const collapse = forView.find((m) => m.command === ViewCommandIds.collapseAll[view]);
      assert.ok(collapse?.when?.includes(ContextKeys.collapsible[view]), `${view}: Collapse All only when rows expand`);
      assert.ok(!collapse?.group?.startsWith('navigation'), `${view}: Collapse All in "…"`);
      const exporting = forView.find((m) => m.command === ViewCommandIds.exportDomains[view]);
      assert.ok(exporting?.group && !exporting.group.startsWith('navigation'), `${view}: Export Domains… in "…"`);
    }
    assert.ok(!(manifest.contributes.menus.commandPalette ?? []).some((m) => m.command === CommandIds.exportDomains), 'Export Domains… in the palette');
    const owner = title.filter((m) => m.when?.startsWith(`view == ${ViewIds.ownerDomains}`) && m.group?.startsWith('navigation'));
    assert.deepEqual(owner.map((m) => m.command), [CommandIds.lookUpOwner, ViewCommandIds.filter[ViewIds.ownerDomains], CommandIds.refresh]);
    assert.ok(title.some((m) => m.command === CommandIds.backToConfiguredOwner && m.when?.includes(ContextKeys.browsing)));
  });

  it('rows: details and copy inline on names; the owner actions left out on expired names; a looked-up owner can be set or closed', () => {
    const item = manifest.contributes.menus['view/item/context'] ?? [];
    const inline = (m: { group?: string }) => m.group?.split('@')[0] === 'inline';
    const matches = (when: string | undefined, contextValue: string) => {
      const clause = /viewItem (==|=~) (\S+)/.exec(when ?? '');
      if (!clause) return false;
      return clause[1] === '==' ? clause[2] === contextValue : new RegExp(clause[2]!.slice(1, -1)).test(contextValue);
    };
    const offered = (command: string, contextValue: string) => item.some((m) => m.command === command && matches(m.when, contextValue));
    for (const contextValue of [ItemContext.domain, ItemContext.expiredDomain]) {
      assert.ok(offered(CommandIds.showDomainDetails, contextValue) && offered(CommandIds.copyName, contextValue), contextValue);
      // Resolve Name… from a name's menu (an expired name is answered "has expired", in plain words).
      assert.ok(offered(CommandIds.resolveName, contextValue) && !item.some((m) => m.command === CommandIds.resolveName && inline(m)), `Resolve Name… on ${contextValue}`);
    }
    assert.ok(!offered(CommandIds.resolveName, ItemContext.configuredOwner) && !offered(CommandIds.resolveName, ItemContext.filter), 'Resolve Name… on names only');
    assert.ok(offered(CommandIds.copyOwnerAddress, ItemContext.domain) && offered(CommandIds.showOwnerDomains, ItemContext.domain));
    assert.ok(!offered(CommandIds.copyOwnerAddress, ItemContext.expiredDomain) && !offered(CommandIds.showOwnerDomains, ItemContext.expiredDomain), 'an expired name has no owner to show');
    assert.ok(offered(CommandIds.setConfiguredOwner, ItemContext.browsedOwner) && offered(CommandIds.closeOwner, ItemContext.browsedOwner));
    assert.ok(!offered(CommandIds.closeOwner, ItemContext.configuredOwner));
    assert.ok(offered(CommandIds.copyOwnerAddress, ItemContext.configuredOwner) && !offered(CommandIds.copyOwnerAddress, ItemContext.invalidOwner));
    assert.ok(item.some((m) => m.command === CommandIds.clearFilter && inline(m) && matches(m.when, ItemContext.filter)));
    for (const contextValue of Object.values(ItemContext)) {
      assert.ok(item.filter((m) => inline(m) && matches(m.when, contextValue)).length <= 3, `at most three inline actions on ${contextValue}`);
    }
    const editor = manifest.contributes.menus['editor/title'] ?? [];
    for (const command of [CommandIds.showOwnerDomains, CommandIds.copyOwnerAddress]) {
      assert.ok(editor.some((m) => m.command === command && m.when === `resourceScheme == ${UriSchemes.details} && ${ContextKeys.detailsHaveOwner}`), command);
    }
    const hidden = manifest.contributes.menus.commandPalette ?? [];
    for (const command of [CommandIds.showDomainDetails, CommandIds.setOwner]) {
      assert.ok(!hidden.some((m) => m.command === command), `${command} hidden from the palette`);
    }
  });

  it('titles: a verb first, in title case; an ellipsis only where the command asks something before it acts', () => {
    const verbs = new Set(['Refresh', 'Look', 'Set', 'Find', 'Select', 'Copy', 'Filter', 'Clear', 'Show', 'Sort', 'Close', 'Collapse', 'Open', 'Use', 'Export', 'Resolve', 'Register', 'Renew', 'Delete', 'Transfer', 'Forget', 'Send', 'Inspect', 'Plan', 'Apply']);
    const minor = new Set(['a', 'an', 'the', 'of', 'by', 'as', 'on', 'to', 'in', 'for', 'and', 'or']);
    // These prompt (a pick, an input box, a save dialog) before they act, wherever their title shows;
    // Show Domain Details asks only from the palette: from a row, where its title shows, it opens at once.
    const asking = new Set<string>([CommandIds.lookUpOwner, CommandIds.setOwner, CommandIds.findDomain, CommandIds.selectNode, CommandIds.filter,
      CommandIds.resolveName, CommandIds.copyScriptHash, CommandIds.exportDomains, ...Object.values(ViewCommandIds.filter), ...Object.values(ViewCommandIds.exportDomains),
      // The commands that sign say in their table whether they ask (Renew asks which account pays and, where the contract takes them, the years).
      ...WRITE_COMMANDS.filter((entry) => entry.asks).map((entry) => entry.id),
      // So do the feature bundles' (Plan Names File opens its document at once).
      ...FEATURE_COMMANDS.filter((entry) => entry.asks).map((entry) => entry.id)]);
    assert.ok(!asking.has(CommandIds.planNamesFile) && asking.has(CommandIds.applyNamesFile));
    assert.ok(asking.has(CommandIds.renewName) && asking.has(CommandIds.registerName) && asking.has(CommandIds.setUpNns));
    verbs.add('Add');
    for (const command of manifest.contributes.commands) {
      const title = shown(command.title).replace(/^✓ /, '');
      const words = title.replace(/…$/, '').split(' ');
      assert.ok(verbs.has(words[0] ?? ''), `${command.command}: "${title}" starts with a verb`);
      for (const word of words.slice(1)) assert.ok(minor.has(word) || /^[A-Z0-9]/.test(word), `${command.command}: "${word}" of "${title}" in title case`);
      assert.equal(title.endsWith('…'), asking.has(command.command), `${command.command}: "${title}"`);
    }
  });

  it('names files: a JSON schema for *.nns.json shipped with the extension; Plan where a names file is, Apply and Renew Expiring where the workspace is trusted, Export on owners and names', () => {
    const validation = (manifest.contributes as { jsonValidation?: Array<{ fileMatch: string; url: string }> }).jsonValidation ?? [];
    assert.deepEqual(validation, [{ fileMatch: '*.nns.json', url: './schemas/nns.schema.json' }]);
    const schema = JSON.parse(readFileSync(join(root, 'schemas', 'nns.schema.json'), 'utf8')) as { $schema: string; properties: { names: unknown } };
    assert.ok(schema.$schema && schema.properties.names);
    assert.ok(readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n').includes('!schemas/nns.schema.json'), 'the schema is in the .vsix');
    const palette = manifest.contributes.menus.commandPalette ?? [];
    for (const id of [CommandIds.applyNamesFile, CommandIds.renewExpiringNames]) {
      const entry = palette.find((m) => m.command === id);
      assert.ok(entry && evaluateWhen(entry.when, { isWorkspaceTrusted: true }) && !evaluateWhen(entry.when, { isWorkspaceTrusted: false }), id);
    }
    for (const id of [CommandIds.planNamesFile, CommandIds.exportNamesFile]) assert.ok(!palette.some((m) => m.command === id), `${id} in the palette always`);
    const menu = (name: string, context: ContextValues) => (manifest.contributes.menus[name] ?? []).filter((m) => evaluateWhen(m.when, context)).map((m) => m.command);
    const file = { resourceFilename: 'mydapp.nns.json', isWorkspaceTrusted: true };
    assert.deepEqual(menu('explorer/context', file), [CommandIds.planNamesFile, CommandIds.applyNamesFile]);
    assert.deepEqual(menu('explorer/context', { ...file, isWorkspaceTrusted: false }), [CommandIds.planNamesFile]);
    assert.deepEqual(menu('explorer/context', { ...file, resourceFilename: 'package.json' }), []);
    assert.ok(menu('editor/title', file).includes(CommandIds.planNamesFile));
    for (const viewItem of [ItemContext.configuredOwner, ItemContext.browsedOwner, ItemContext.domain]) {
      assert.ok(menu('view/item/context', { view: ViewIds.ownerDomains, viewItem }).includes(CommandIds.exportNamesFile), viewItem);
    }
    assert.ok(!menu('view/item/context', { view: ViewIds.ownerDomains, viewItem: ItemContext.invalidOwner }).includes(CommandIds.exportNamesFile));
    const ownerMenu = (trusted: boolean) => menu('view/title', { view: ViewIds.ownerDomains, isWorkspaceTrusted: trusted });
    assert.ok(ownerMenu(true).includes(CommandIds.renewExpiringNames) && !ownerMenu(false).includes(CommandIds.renewExpiringNames));
  });

  it('the set-up\'s commands sign: in the palette of a trusted workspace only', () => {
    const palette = manifest.contributes.menus.commandPalette ?? [];
    for (const id of [CommandIds.setUpNns, CommandIds.addRoot, CommandIds.setPrice]) {
      const entry = palette.find((m) => m.command === id);
      assert.ok(entry && evaluateWhen(entry.when, { isWorkspaceTrusted: true }) && !evaluateWhen(entry.when, { isWorkspaceTrusted: false }), id);
    }
    // The committee's commands in All Domains' "…" menu, where the roots are listed.
    const title = manifest.contributes.menus['view/title'] ?? [];
    const offered = (trusted: boolean) => title.filter((m) => evaluateWhen(m.when, { view: ViewIds.allDomains, isWorkspaceTrusted: trusted })).map((m) => [m.command, m.group]);
    assert.deepEqual(offered(true).filter(([, group]) => group?.startsWith('4_committee')), [[CommandIds.addRoot, '4_committee@1'], [CommandIds.setPrice, '4_committee@2']]);
    assert.ok(!offered(false).some(([command]) => command === CommandIds.addRoot || command === CommandIds.setPrice));
  });

  it('the write commands: only in a trusted workspace (palette, rows), on a held name\'s menu in group 2_manage, Register on an expired one', () => {
    const palette = manifest.contributes.menus.commandPalette ?? [];
    const item = manifest.contributes.menus['view/item/context'] ?? [];
    const rowContext = (contextValue: string, trusted: boolean) => ({ view: ViewIds.allDomains, viewItem: contextValue, isWorkspaceTrusted: trusted });
    for (const { id: command } of WRITE_COMMANDS) {
      const entries = palette.filter((m) => m.command === command);
      assert.ok(entries.length > 0 && entries.every((m) => evaluateWhen(m.when, { isWorkspaceTrusted: true }) && !evaluateWhen(m.when, { isWorkspaceTrusted: false })), `${command} in the palette only when trusted`);
      for (const m of item.filter((each) => each.command === command)) {
        assert.ok(!evaluateWhen(m.when, rowContext(ItemContext.domain, false)) && !evaluateWhen(m.when, rowContext(ItemContext.expiredDomain, false)), `${command} on a row when untrusted`);
        assert.ok(m.group?.startsWith('2_manage@'), `${command} in 2_manage`);
      }
    }
    const onRow = (contextValue: string) => item.filter((m) => evaluateWhen(m.when, rowContext(contextValue, true)) && m.group?.startsWith('2_manage')).map((m) => m.command);
    // These in this order (an operation added later may join them).
    const held: string[] = [CommandIds.renewName, CommandIds.setRecord, CommandIds.deleteRecord, CommandIds.setAdmin, CommandIds.transferName];
    assert.deepEqual(onRow(ItemContext.domain).filter((command) => held.includes(command)), held);
    assert.deepEqual(onRow(ItemContext.expiredDomain), [CommandIds.registerName]);
    for (const command of [...onRow(ItemContext.domain), ...onRow(ItemContext.expiredDomain)]) assert.ok(WRITE_COMMANDS.some((entry) => entry.id === command), `${command} signs`);
    assert.ok(palette.some((m) => m.command === CommandIds.forgetWalletPasswords && m.when === ContextKeys.walletsUnlocked), 'Forget Wallet Passwords while one is kept');
  });

  it('the "…" menu of Owner Domains offers both orders and marks the current one with ✓ (VS Code has no check marks for extensions)', () => {
    const title = manifest.contributes.menus['view/title'] ?? [];
    const sortEntries = (sortBy: string | undefined) => title
      .filter((m) => m.group?.startsWith('1_sort') && evaluateWhen(m.when, { view: ViewIds.ownerDomains, [ContextKeys.ownerSortBy]: sortBy }))
      .map((m) => [m.group, shown(manifest.contributes.commands.find((c) => c.command === m.command)?.title ?? '')]);
    assert.deepEqual(sortEntries(undefined), [['1_sort@1', '✓ Sort Owner Domains by Name'], ['1_sort@2', 'Sort Owner Domains by Expiration']]);
    assert.deepEqual(sortEntries('name'), sortEntries(undefined));
    assert.deepEqual(sortEntries('expiration'), [['1_sort@1', 'Sort Owner Domains by Name'], ['1_sort@2', '✓ Sort Owner Domains by Expiration']]);
    assert.deepEqual(title.filter((m) => m.group?.startsWith('1_sort') && evaluateWhen(m.when, { view: ViewIds.allDomains })), [], 'All Domains does not sort');
  });

  it('the palette offers a command only when it can act: Clear Filter with a filter, Copy Name with a name selected, the other sort order', () => {
    const palette = manifest.contributes.menus.commandPalette ?? [];
    const inPalette = (command: string, context: ContextValues) => {
      const entries = palette.filter((m) => m.command === command);
      return entries.length === 0 || entries.every((m) => evaluateWhen(m.when, context));
    };
    const none: ContextValues = { [ContextKeys.ownerSortBy]: 'name' };
    assert.ok(!inPalette(CommandIds.clearFilter, none), 'Clear Filter with no filter');
    assert.ok(inPalette(CommandIds.clearFilter, { ...none, [ContextKeys.filtered[ViewIds.ownerDomains]]: true }));
    assert.ok(inPalette(CommandIds.clearFilter, { ...none, [ContextKeys.filtered[ViewIds.allDomains]]: true }));
    for (const command of [CommandIds.copyName, CommandIds.showOwnerDomains, CommandIds.copyOwnerAddress]) {
      assert.ok(!inPalette(command, none), `${command} with no name selected`);
      for (const view of Object.values(ViewIds)) assert.ok(inPalette(command, { ...none, [ContextKeys.domainSelected[view]]: true }), `${command}, a name selected in ${view}`);
    }
    assert.ok(inPalette(CommandIds.copyOwnerAddress, { ...none, [ContextKeys.detailsHaveOwner]: true }) && !inPalette(CommandIds.copyName, { ...none, [ContextKeys.detailsHaveOwner]: true }));
    const sorts = (sortBy: string | undefined) => [CommandIds.sortOwnerDomainsByName, CommandIds.sortOwnerDomainsByExpiration]
      .filter((command) => inPalette(command, { [ContextKeys.ownerSortBy]: sortBy }));
    assert.deepEqual([sorts('name'), sorts('expiration'), sorts(undefined)], [[CommandIds.sortOwnerDomainsByExpiration], [CommandIds.sortOwnerDomainsByName], [CommandIds.sortOwnerDomainsByExpiration]]);
    // Commands that ask for what they act on are always there.
    for (const command of [CommandIds.refresh, CommandIds.lookUpOwner, CommandIds.findDomain, CommandIds.selectNode, CommandIds.filter, CommandIds.showLog, CommandIds.showDomainDetails, CommandIds.resolveName, CommandIds.exportDomains, CommandIds.setOwner]) {
      assert.ok(inPalette(command, none), command);
    }
  });

  it('the filter row\'s inline button is the × its tooltip names', () => {
    const tooltip = filterRowTooltip({ filter: 'bank', shown: 1, loaded: 2 }, englishLocalizer);
    const inlineOnFilter = (manifest.contributes.menus['view/item/context'] ?? []).filter((m) => m.group?.startsWith('inline') && m.when?.includes(`viewItem == ${ItemContext.filter}`));
    const icons = inlineOnFilter.map((m) => manifest.contributes.commands.find((c) => c.command === m.command)?.icon);
    assert.match(tooltip, /×/);
    assert.deepEqual(icons, ['$(close)']);
  });

  it('Ctrl+C / Cmd+C copies the selected names of the focused view, not while typing', () => {
    for (const view of Object.values(ViewIds)) {
      const binding = manifest.contributes.keybindings.find((k) => k.command === CommandIds.copyName && k.when?.includes(`focusedView == ${view}`));
      assert.deepEqual([binding?.key, binding?.mac, binding?.args], ['ctrl+c', 'cmd+c', { view }], view);
      assert.match(binding?.when ?? '', /!inputFocus/);
    }
  });

  it('says NNS Explorer is starting in each view until its tree views exist, and only then', () => {
    // VS Code would otherwise show "There is no data provider registered…" in a view opened before activation.
    const shownIn = (view: string, context: ContextValues) => manifest.contributes.viewsWelcome
      .filter((w) => w.view === view && evaluateWhen(w.when, context)).map((w) => shown(w.contents));
    for (const view of Object.values(ViewIds)) {
      for (const owner of ['', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r']) {
        assert.deepEqual(shownIn(view, { 'config.nns.owner': owner }), ['Starting NNS Explorer…'], `${view} before activation, owner "${owner}"`);
        const ready = { 'config.nns.owner': owner, [ContextKeys.viewsReady]: true };
        assert.ok(!shownIn(view, ready).includes('Starting NNS Explorer…'), `${view} once ready`);
        assert.ok(!shownIn(view, { ...ready, [ContextKeys.ownerUnset]: true }).includes('Starting NNS Explorer…'), `${view} once ready, no owner`);
      }
    }
    assert.deepEqual(shownIn(ViewIds.allDomains, { [ContextKeys.viewsReady]: true, [ContextKeys.ownerUnset]: true }), []);
  });

  it('offers Set Owner… (and Look Up) when no owner is shown', () => {
    const welcome = manifest.contributes.viewsWelcome.find((w) => w.view === ViewIds.ownerDomains && w.contents === '%viewsWelcome.ownerDomains%');
    assert.ok(welcome);
    assert.match(shown(welcome.contents), /\[Set Owner…\]\(command:nns\.setOwner\)/);
    assert.match(shown(welcome.contents), /\[Look Up Domains of Owner…\]\(command:nns\.lookUpOwner\)/);
    assert.match(welcome.when ?? '', new RegExp(ContextKeys.ownerUnset));
    // Once the extension runs and shows no owner: not while it starts (it may have owners looked up before).
    assert.ok(evaluateWhen(welcome.when, { [ContextKeys.viewsReady]: true, [ContextKeys.ownerUnset]: true }));
    assert.ok(!evaluateWhen(welcome.when, { [ContextKeys.viewsReady]: true, [ContextKeys.ownerUnset]: false }));
    assert.ok(!evaluateWhen(welcome.when, { [ContextKeys.ownerUnset]: true, 'config.nns.owner': '' }), 'not beside the starting welcome');
  });

  it('declares validated settings and restricts the node settings in untrusted workspaces', () => {
    const props = manifest.contributes.configuration.properties;
    assert.equal(props['nns.rpcUrl']?.default, 'https://mainnet1.neo.coz.io:443');
    assert.equal(props['nns.contractHash']?.default, '0x50ac1c37690cc2cfc594472833cf57505d5f46de');
    assert.equal(props['nns.owner']?.default, '');
    const days = props['nns.expiryWarningDays'];
    assert.deepEqual([days?.type, days?.default, days?.minimum, days?.maximum, days?.scope], ['integer', 30, 0, 3650, 'window']);
    assert.match(shown(days?.markdownDescription ?? ''), /within this many days/);
    const cases: Record<string, [string[], string[]]> = {
      'nns.rpcUrl': [['https://mainnet1.neo.coz.io:443', 'http://localhost:50012', 'http://127.0.0.1:1/rpc'], ['localhost:50012', 'ftp://x', 'http://u:p@h', '']],
      'nns.contractHash': [['0x50ac1c37690cc2cfc594472833cf57505d5f46de', '50AC1C37690CC2CFC594472833CF57505D5F46DE'], ['0x50ac', 'hello', '']],
      'nns.owner': [['', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', '0x118ba6f59931a56ec469770f7fc790ece96df00d'], ['N123', '0x12', 'bob']],
    };
    for (const [key, [good, bad]] of Object.entries(cases)) {
      const prop = props[key];
      assert.ok(prop?.pattern && prop.patternErrorMessage && ['window', 'resource'].includes(prop.scope ?? ''), key);
      shown(prop.patternErrorMessage);
      const pattern = new RegExp(prop.pattern, 'u');
      for (const value of good) assert.ok(pattern.test(value), `${key} rejects ${value}`);
      for (const value of bad) assert.ok(!pattern.test(value), `${key} accepts ${value}`);
    }
    const untrusted = manifest.capabilities.untrustedWorkspaces;
    assert.equal(untrusted.supported, 'limited');
    assert.deepEqual([...untrusted.restrictedConfigurations].sort(), ['nns.contractHash', 'nns.rpcUrl']);
  });

  it('activates after startup (hovers work in any file before a view is opened) and bundles to dist/', () => {
    // Activation asks the node nothing (test/integration/activation.test.ts); the views and commands
    // would activate it anyway, hovers need it without them.
    assert.deepEqual(manifest.activationEvents, ['onStartupFinished']);
    assert.equal(manifest.main, './dist/extension.js');
    assert.equal(manifest.engines.vscode, '^1.90.0');
    assert.ok(manifest.icon.endsWith('.png') && existsSync(join(root, manifest.icon)));
  });

  it('uses every package.nls.json key', () => {
    const text = readFileSync(join(root, 'package.json'), 'utf8');
    for (const key of Object.keys(nls)) assert.ok(text.includes(`%${key}%`), `unused key ${key}`);
  });

  it('lists every integration test file in the suite entry (it is bundled, so no globbing)', () => {
    const dir = join(root, 'test', 'integration');
    const index = readFileSync(join(dir, 'index.ts'), 'utf8');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.ts'))) {
      assert.ok(index.includes(`'./${file.replace(/\.ts$/, '')}'`), `${file} is not imported by test/integration/index.ts`);
    }
  });
});
