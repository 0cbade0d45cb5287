// A step two suites take: Look Up Domains of Owner… from the palette, as a person types an address.
import assert from 'node:assert/strict';
import { shortAddress } from '../../../src/model/text/addressText';
import type { TreeRow, Workbench } from './workbench';

const OWNER = 'Owner Domains';

/**
 * Looks up `owner` from the palette (F1, its address, Enter) and waits until Owner Domains shows it as
 * the only owner, its row above its names; returns those rows, the owner's first.
 */
export async function lookUpOwner(wb: Workbench, owner: { readonly address: string; readonly count: number }): Promise<TreeRow[]> {
  await wb.runCommand('Neo Name Service: Look Up Domains of Owner…');
  const input = await wb.waitForQuickInput('Look Up Domains of Owner');
  await input.fill(owner.address);
  await input.press('Enter');
  await wb.waitForDescription(OWNER, new RegExp(`^${owner.count.toLocaleString('en-US')}$`));
  const rows = await wb.readRowsWhen(OWNER, (read) => read.length === owner.count + 1);
  assert.deepEqual([rows[0]?.label, rows[0]?.level], [shortAddress(owner.address), 1], 'the owner\'s row holds its names');
  return rows;
}
