// What `npm run watch` prints for the editor: a line when a round of builds starts, each error on one
// line (file:line:column: error: text), and a line when every bundle of the round is built. The
// background task of .vscode/tasks.json reads these lines, so F5 starts the extension only once the
// first build is done, and errors land in the Problems view.

export const BUILD_STARTED = '[watch] build started';
export const BUILD_FINISHED = '[watch] build finished';

/**
 * One esbuild plugin shared by the bundles of a watch: the round ends when the last of them ends.
 * @param {(line: string) => void} [log]
 * @returns {import('esbuild').Plugin}
 */
export function buildProgress(log = (line) => console.log(line)) {
  let building = 0;
  return {
    name: 'build-progress',
    setup(build) {
      build.onStart(() => {
        if (building++ === 0) log(BUILD_STARTED);
      });
      build.onEnd((result) => {
        for (const { text, location } of result.errors) {
          log(location ? `${location.file}:${location.line}:${location.column + 1}: error: ${text}` : `esbuild: error: ${text}`);
        }
        if (--building === 0) log(BUILD_FINISHED);
      });
    },
  };
}
