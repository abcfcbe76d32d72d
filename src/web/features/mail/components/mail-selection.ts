/** Which of the listed mails are ticked for a bulk action; ids only, in no order. */
export type MailSelection = ReadonlySet<string>;

export const noSelection: MailSelection = new Set();

export function toggleSelected(selection: MailSelection, id: string): MailSelection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** How the select-all box shows: none, some or every listed mail ticked. */
export function selectAllState(selection: MailSelection, listedIds: readonly string[]): 'none' | 'some' | 'all' {
  const ticked = listedIds.filter((id) => selection.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === listedIds.length ? 'all' : 'some';
}

/** The select-all box: ticks every listed mail, or clears them when all are ticked already. */
export function toggleAllSelected(selection: MailSelection, listedIds: readonly string[]): MailSelection {
  return selectAllState(selection, listedIds) === 'all' ? noSelection : new Set(listedIds);
}

/**
 * The selection kept to the mails still listed (after a search, a label change or a move): a bulk action
 * never touches a mail the reader no longer sees. The same set when nothing was dropped.
 */
export function keepListed(selection: MailSelection, listedIds: readonly string[]): MailSelection {
  const listed = new Set(listedIds);
  const kept = [...selection].filter((id) => listed.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}
