# heapq's argument checks and empty-heap errors, as the C heapq's; a list
# subclass is a heap too
import heapq
for f, a in [(heapq.heapreplace, ([], 1)), (heapq.heappop, ([],)), (heapq.heappop, (5,)), (heapq.heappush, ((), 1)), (heapq.heapify, ('ab',)),
             (heapq.heappushpop, ((1,), 0)), (heapq.heapreplace, ({}, 1))]:
    try: print(f(*a))
    except Exception as e: print(type(e).__name__, e)
class H(list): pass
h = H([5, 1, 3]); heapq.heapify(h); heapq.heappush(h, 0); print(h, heapq.heappop(h), heapq.heapreplace(h, 9), heapq.heappushpop(h, 2), h, type(h).__name__)
print(heapq.heappushpop([], 3), heapq.nsmallest(2, [3, 1, 2]), heapq.nlargest(1, []))
