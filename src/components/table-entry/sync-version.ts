// Which match version a device sends its next deal against, when the server's view of the table arrives.
// Versions only grow. A view fetched before the device's last deal was acknowledged can arrive after that
// acknowledgement: it is stale, and adopting its version would make the next deal look like a conflict
// ("the table changed on another device") although nothing else happened.

/** The version to adopt from a server view, or null to keep the current one. */
export function adoptedVersion(current: number | null, view: number, waiting: number): number | null {
  if (current === null) return view;
  // With deals waiting, they were entered against `current`: a newer view means another device changed the table,
  // which the server reports when they are sent; the device does not silently rebase them.
  if (waiting > 0) return null;
  return view > current ? view : null;
}

/** Is this server view at least as new as what the device knows (worth keeping for offline display)? */
export const isCurrentView = (current: number | null, view: number): boolean => current === null || view >= current;
