// Writes an export through vscode.workspace.fs (a local, remote or browser disk), made and encoded in short
// slices so that a long list never freezes the editor. workspace.fs has no append: the bytes go in one write
// at the end, so a cancel leaves no file behind.
import * as vscode from 'vscode';
import type { ExportChunk } from '../model/export/exportFormats';

/** Work this long, then let the event loop run. */
const SLICE_MS = 8;

export interface ExportWriteOptions {
  /** Cancels before the write: nothing is written. */
  readonly token?: vscode.CancellationToken;
  /** Names written so far, after each slice. */
  readonly onProgress?: (names: number) => void;
}

export interface ExportWritten {
  readonly bytes: number;
  readonly names: number;
  /** Slices of work between which the editor ran, and the longest one: how smooth it stayed. */
  readonly slices: number;
  readonly longestSliceMs: number;
  /** The one write of the whole file through workspace.fs. */
  readonly writeMs: number;
}

/** Resolves with what was written; undefined when cancelled. Rejects when the file cannot be written. */
export async function writeExport(uri: vscode.Uri, chunks: Iterable<ExportChunk>, options: ExportWriteOptions = {}): Promise<ExportWritten | undefined> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let names = 0;
  let slices = 1;
  let longest = 0;
  let sliceStart = performance.now();
  for (const chunk of chunks) {
    const encoded = encoder.encode(chunk.text);
    parts.push(encoded);
    bytes += encoded.length;
    names += chunk.names;
    const elapsed = performance.now() - sliceStart;
    if (elapsed >= SLICE_MS) {
      longest = Math.max(longest, elapsed);
      options.onProgress?.(names);
      await nextTurn();
      if (options.token?.isCancellationRequested) return undefined;
      slices++;
      sliceStart = performance.now();
    }
  }
  const joined = new Uint8Array(bytes);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  longest = Math.max(longest, performance.now() - sliceStart);
  options.onProgress?.(names);
  if (options.token?.isCancellationRequested) return undefined;
  const writeStarted = performance.now();
  await vscode.workspace.fs.writeFile(uri, joined);
  return { bytes, names, slices, longestSliceMs: longest, writeMs: performance.now() - writeStarted };
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
