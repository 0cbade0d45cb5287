// Types for browser.mjs, so the TypeScript end-to-end tests can drive Chromium.
import type { BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_ARGS: readonly string[];

export interface LaunchedBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

export function launchBrowser(options?: { headless?: boolean; viewport?: { width: number; height: number }; args?: string[] }): Promise<LaunchedBrowser>;
export function openWorkbench(page: Page, url: string, options?: { timeoutMs?: number }): Promise<Page>;
