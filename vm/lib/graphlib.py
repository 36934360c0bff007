# graphlib for baton: TopologicalSorter and CycleError with CPython 3.11's
# results: nodes become ready in the order they were first named (by
# add() or as a predecessor) or freed by done(), and prepare() reports the
# cycle that a depth-first search over the nodes, in that first-named
# order and following successors in the order they were added, meets
# first.
#
# State: _waiting maps each node to the number of its predecessors not yet
# done (>= 0), or to _OUT once get_ready() has handed it out, or _DONE;
# _after maps each node to its successors (duplicates kept, as each add()
# counted them).  _ready is None before prepare() and then the nodes that
# are ready but not handed out yet.

__all__ = ['TopologicalSorter', 'CycleError']

_OUT = -1
_DONE = -2


class CycleError(ValueError):
    pass


class TopologicalSorter:
    def __init__(self, graph=None):
        self._waiting = {}
        self._after = {}
        self._ready = None
        self._handed = 0      # nodes get_ready() has returned
        self._finished = 0    # of those, the ones done() was told about
        if graph is not None:
            for node, before in graph.items():
                self.add(node, *before)

    def _know(self, node):
        if node not in self._waiting:
            self._waiting[node] = 0
            self._after[node] = []

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError('Nodes cannot be added after a call to prepare()')
        self._know(node)
        self._waiting[node] += len(predecessors)
        for p in predecessors:
            self._know(p)
            self._after[p].append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError('cannot prepare() more than once')
        self._ready = [n for n, count in self._waiting.items() if count == 0]
        loop = self._first_cycle()
        if loop:
            raise CycleError('nodes are in a cycle', loop)

    def _started(self):
        if self._ready is None:
            raise ValueError('prepare() must be called first')

    def get_ready(self):
        self._started()
        batch = tuple(self._ready)
        for n in batch:
            self._waiting[n] = _OUT
        self._ready.clear()
        self._handed += len(batch)
        return batch

    def is_active(self):
        self._started()
        return bool(self._ready) or self._finished < self._handed

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        self._started()
        waiting = self._waiting
        for n in nodes:
            state = waiting.get(n)
            if state is None:
                raise ValueError(f'node {n!r} was not added using add()')
            if state == _DONE:
                raise ValueError(f'node {n!r} was already marked done')
            if state != _OUT:
                raise ValueError(f'node {n!r} was not passed out (still not ready)')
            waiting[n] = _DONE
            for s in self._after[n]:
                left = waiting[s] - 1
                waiting[s] = left
                if left == 0:
                    self._ready.append(s)
            self._finished += 1

    def _first_cycle(self):
        # depth-first along successors with an explicit stack of
        # (node, iterator over its successors); `depth` gives the stack
        # position of each node on the current path
        after = self._after
        visited = set()
        for root in after:
            if root in visited:
                continue
            visited.add(root)
            path = [root]
            depth = {root: 0}
            todo = [iter(after[root])]
            while todo:
                nxt = next(todo[-1], _END)
                if nxt is _END:
                    del depth[path.pop()]
                    todo.pop()
                elif nxt in depth:
                    return path[depth[nxt]:] + [nxt]
                elif nxt not in visited:
                    visited.add(nxt)
                    depth[nxt] = len(path)
                    path.append(nxt)
                    todo.append(iter(after[nxt]))
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            batch = self.get_ready()
            yield from batch
            self.done(*batch)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


_END = object()
