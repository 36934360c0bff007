# graphlib: TopologicalSorter and CycleError as CPython 3.11's, with the
# same orders (ready nodes in the order they were added or freed) and the
# same cycle reported (its depth-first search over the nodes in insertion
# order), so static_order() gives CPython's sequence.

__all__ = ['TopologicalSorter', 'CycleError']

_NODE_OUT = -1    # passed out by get_ready(), not yet done()
_NODE_DONE = -2
_END = object()   # no more successors


class _NodeInfo:
    __slots__ = ('node', 'npredecessors', 'successors')

    def __init__(self, node):
        self.node = node
        # >= 0: predecessors not yet done; else _NODE_OUT or _NODE_DONE
        self.npredecessors = 0
        self.successors = []


class CycleError(ValueError):
    """Raised by prepare() when the graph has a cycle; args[1] is the cycle,
    a list of nodes whose first and last are the same."""


class TopologicalSorter:
    def __init__(self, graph=None):
        self._node2info = {}
        self._ready_nodes = None      # None until prepare()
        self._npassedout = 0
        self._nfinished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _info(self, node):
        info = self._node2info.get(node)
        if info is None:
            info = self._node2info[node] = _NodeInfo(node)
        return info

    def add(self, node, *predecessors):
        if self._ready_nodes is not None:
            raise ValueError('Nodes cannot be added after a call to prepare()')
        self._info(node).npredecessors += len(predecessors)
        for pred in predecessors:
            self._info(pred).successors.append(node)

    def prepare(self):
        if self._ready_nodes is not None:
            raise ValueError('cannot prepare() more than once')
        self._ready_nodes = [i.node for i in self._node2info.values()
                             if i.npredecessors == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError('nodes are in a cycle', cycle)

    def get_ready(self):
        if self._ready_nodes is None:
            raise ValueError('prepare() must be called first')
        result = tuple(self._ready_nodes)
        for node in result:
            self._node2info[node].npredecessors = _NODE_OUT
        self._ready_nodes.clear()
        self._npassedout += len(result)
        return result

    def is_active(self):
        if self._ready_nodes is None:
            raise ValueError('prepare() must be called first')
        return self._nfinished < self._npassedout or bool(self._ready_nodes)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        if self._ready_nodes is None:
            raise ValueError('prepare() must be called first')
        n2i = self._node2info
        for node in nodes:
            info = n2i.get(node)
            if info is None:
                raise ValueError(f'node {node!r} was not added using add()')
            stat = info.npredecessors
            if stat != _NODE_OUT:
                if stat >= 0:
                    raise ValueError(f'node {node!r} was not passed out (still not ready)')
                raise ValueError(f'node {node!r} was already marked done')
            info.npredecessors = _NODE_DONE
            for succ in info.successors:
                sinfo = n2i[succ]
                sinfo.npredecessors -= 1
                if sinfo.npredecessors == 0:
                    self._ready_nodes.append(succ)
            self._nfinished += 1

    def _find_cycle(self):
        # iterative depth-first search along successors; a node met again
        # while still on the path closes a cycle
        n2i = self._node2info
        path = []
        iters = []
        seen = set()
        on_path = {}
        for node in n2i:
            if node in seen:
                continue
            while True:
                if node in seen:
                    if node in on_path:
                        return path[on_path[node]:] + [node]
                else:
                    seen.add(node)
                    iters.append(iter(n2i[node].successors))
                    on_path[node] = len(path)
                    path.append(node)
                while path:
                    node = next(iters[-1], _END)
                    if node is not _END:
                        break
                    del on_path[path.pop()]
                    iters.pop()
                else:
                    break
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            yield from group
            self.done(*group)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)
