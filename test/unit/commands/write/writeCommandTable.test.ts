// The one table of the commands that sign, and what follows it: the write bundle's functions, the
// registry's entries, the manifest's commands; and each operation's prompts in a file of its own name.
import assert from 'node:assert/strict';
import '../../support/fakeVscode';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS } from '../../../../src/commands/registry';
import { WRITE_COMMANDS } from '../../../../src/commands/write/writeCommandTable';
import { WRITE_COMMAND_FUNCTIONS } from '../../../../src/commands/writeCommandsBundle';

const root = join(__dirname, '..', '..', '..', '..');
const tsFiles = (...path: string[]) => readdirSync(join(root, ...path)).filter((file) => file.endsWith('.ts')).map((file) => file.replace(/\.ts$/, ''));

describe('commands/write/writeCommandTable', () => {
  it('names each command once, with a function of that name in the write commands\' bundle and nothing more there', () => {
    assert.equal(new Set(WRITE_COMMANDS.map((entry) => entry.id)).size, WRITE_COMMANDS.length);
    assert.deepEqual(Object.keys(WRITE_COMMAND_FUNCTIONS).sort(), WRITE_COMMANDS.map((entry) => entry.name).sort());
    for (const [name, command] of Object.entries(WRITE_COMMAND_FUNCTIONS)) assert.equal(typeof command, 'function', name);
  });

  it('is what the registry registers, each command once, and what the manifest contributes', () => {
    const registered = COMMANDS.map(([id]) => id);
    for (const { id } of WRITE_COMMANDS) assert.equal(registered.filter((each) => each === id).length, 1, id);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { contributes: { commands: Array<{ command: string }> } };
    const contributed = manifest.contributes.commands.map((each) => each.command);
    for (const { id } of WRITE_COMMANDS) assert.ok(contributed.includes(id), `${id} in package.json`);
  });

  it('has each operation\'s prompts in a file of the operation\'s name, each with its tests, its function in the table', () => {
    const operations = tsFiles('src', 'model', 'write', 'operations').filter((file) => file !== 'operationSpec');
    assert.deepEqual(tsFiles('src', 'commands', 'write', 'operations').sort(), operations.sort(), 'one command file per operation, named as its model file');
    assert.deepEqual(tsFiles('test', 'unit', 'commands', 'write', 'operations').sort(), operations.map((name) => `${name}.test`).sort());
    const names: string[] = WRITE_COMMANDS.map((entry) => entry.name);
    for (const operation of operations) {
      const source = readFileSync(join(root, 'src', 'commands', 'write', 'operations', `${operation}.ts`), 'utf8');
      const exported = [...source.matchAll(/^export (?:async )?function (\w+)/gm)].map((match) => match[1]!);
      assert.equal(exported.filter((name) => names.includes(name)).length, 1, `${operation}: its command is in the table (${exported.join(', ')})`);
    }
  });
});
