// Maximum cardinality matching in a general graph: Edmonds' blossom algorithm (J. Edmonds, "Paths, trees, and
// flowers", 1965), in the O(V^3) formulation with BFS, blossom bases and LCA (as in e-maxx / cp-algorithms).
// Used only as the exact oracle on small remainders, so a dense adjacency test is fine.

/** Returns mate[v] (or -1) of a maximum matching of the graph on 0..n-1 with edges where `edge(u, v)` is true. */
export function maximumMatching(n: number, edge: (u: number, v: number) => boolean): Int32Array {
  const mate = new Int32Array(n).fill(-1);
  // Greedy start: most vertices are matched here, the blossom search only repairs the rest.
  for (let u = 0; u < n; u++) {
    if (mate[u] !== -1) continue;
    for (let v = u + 1; v < n; v++) {
      if (mate[v] === -1 && edge(u, v)) {
        mate[u] = v;
        mate[v] = u;
        break;
      }
    }
  }
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);

  const lca = (x: number, y: number): number => {
    seen.fill(0);
    let a = x;
    for (;;) {
      a = base[a] as number;
      seen[a] = 1;
      const m = mate[a] as number;
      if (m === -1) break;
      a = parent[m] as number;
    }
    let b = y;
    for (;;) {
      b = base[b] as number;
      if (seen[b]) return b;
      b = parent[mate[b] as number] as number;
    }
  };
  const markPath = (x: number, b: number, child: number): void => {
    let v = x;
    let c = child;
    while (base[v] !== b) {
      const m = mate[v] as number;
      inBlossom[base[v] as number] = 1;
      inBlossom[base[m] as number] = 1;
      parent[v] = c;
      c = m;
      v = parent[m] as number;
    }
  };
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++] as number;
      for (let to = 0; to < n; to++) {
        if (to === v || !edge(v, to)) continue;
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          const cur = lca(v, to);
          inBlossom.fill(0);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i] as number]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          const m = mate[to] as number;
          used[m] = 1;
          queue[tail++] = m;
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    let v = findPath(root);
    while (v !== -1) {
      const pv = parent[v] as number;
      const ppv = mate[pv] as number;
      mate[v] = pv;
      mate[pv] = v;
      v = ppv;
    }
  }
  return mate;
}

export function matchingSize(mate: Int32Array): number {
  let matched = 0;
  for (const m of mate) if (m !== -1) matched++;
  return matched / 2;
}
