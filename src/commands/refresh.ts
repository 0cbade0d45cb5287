// nns.refresh: reloads the visible views (or the one given), cancelling loads in flight; the details
// of names, and what was learnt about the node (its page size, whether it takes batches), are asked for
// anew: a node's operator may have changed its configuration behind the same URL.
import type { CommandContext } from './commandContext';
import { isViewId } from './commandContext';

export async function refresh(context: CommandContext, viewId?: unknown): Promise<void> {
  context.settings.knowledge.clear();
  context.contracts.clear();
  context.write.forgetInfo();
  context.details.clear();
  context.documents.refreshOpenDocuments();
  if (isViewId(viewId, context.views)) {
    await context.views[viewId].reload();
    return;
  }
  // Views off screen reload when they are next shown.
  await Promise.all(Object.values(context.views).map((view) => (view.treeView.visible ? view.reload() : view.invalidate())));
}
