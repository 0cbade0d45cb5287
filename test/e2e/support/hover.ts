// A step two suites take: the mouse rests on a word of the open editor until the extension's hover shows.
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { until } from './poll';
import type { Session } from './session';
import { UI_TIMEOUT_MS } from './workbench';

/** Moves the mouse onto `needle` in the editor and returns the hover that shows `expect`. */
export async function hoverOver(session: Session, needle: string, expect: string | RegExp): Promise<Locator> {
  const page = session.page;
  await session.workbench.restPointer();
  const point = await page.evaluate((text) => {
    // Monaco splits long tokens into spans of 50 characters: look for the text across them.
    for (const line of document.querySelectorAll('.editor-instance .view-line')) {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      const nodes: Array<{ node: Node; start: number }> = [];
      let whole = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node, start: whole.length });
        whole += (node.textContent ?? '').replace(/\u00a0/g, ' ');
      }
      const index = whole.indexOf(text);
      if (index < 0) continue;
      const target = index + 1; // the second character: well inside the word
      const hit = nodes.filter((entry) => entry.start <= target).at(-1)!;
      const range = document.createRange();
      range.setStart(hit.node, target - hit.start);
      range.setEnd(hit.node, target - hit.start + 1);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    return undefined;
  }, needle);
  assert.ok(point, `${needle} is not on screen`);
  const widget = page.locator('.monaco-hover').filter({ hasText: expect }).first();
  // The editor asks the hover providers once per rest of the pointer: one that came too early (the
  // extension activates after startup, late on a busy machine) is asked again by moving off and back.
  // A hover shown before the node answered says "loading…" and stays so: its lookups go on, and the
  // next rest of the pointer finds their answers.
  await until(`a hover on ${needle}, loaded`, async () => {
    await page.mouse.move(point.x, point.y + 200);
    await page.mouse.move(point.x, point.y, { steps: 3 });
    if (!(await widget.waitFor({ state: 'visible', timeout: 10_000 }).then(() => true, () => false))) return undefined;
    return (await widget.getByText('loading…').count()) === 0 ? true : undefined;
  }, UI_TIMEOUT_MS);
  return widget;
}
