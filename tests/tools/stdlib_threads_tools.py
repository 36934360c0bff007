# Tool calls inside executor calls, threads, queue consumers, an
# HTMLParser's handlers and while an ElementTree is built: the futures,
# threads, queues, parsers and trees survive the pauses (and, with
# --snapshot-every-pause, snapshots).
from concurrent.futures import ThreadPoolExecutor, as_completed
from html.parser import HTMLParser
import queue
import threading
import xml.etree.ElementTree as ET

cities = ["Oslo", "Lima", "Pune"]
with ThreadPoolExecutor(max_workers=3) as ex:
    weather = list(ex.map(get_weather, cities))
    futs = {ex.submit(echo, c, n=i): c for i, c in enumerate(cities)}
    echoed = sorted((futs[f], f.result()["kwargs"]["n"]) for f in as_completed(futs))
print(weather == [get_weather(c) for c in cities], echoed)

results = {}
lock = threading.Lock()


def work(city):
    r = echo(city)
    with lock:
        results[city] = r["args"]


threads = [threading.Thread(target=work, args=(c,)) for c in cities]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results.items()))

q = queue.Queue()
for c in cities:
    q.put(c)
seen = []
while not q.empty():
    c = q.get()
    seen.append(echo(c)["args"][0])
    q.task_done()
q.join()
print(seen)


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.out = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.out.append(echo(dict(attrs)["href"])["args"][0])


p = Links()
p.feed('<p><a href="/one">1</a> and <a href="/two">2</a>')
p.feed('<a href="/three">3</a></p>')
p.close()
print(p.out)

root = ET.Element("report")
for c in cities:
    e = ET.SubElement(root, "city", name=c)
    e.text = str(len(search(c, limit=1)))
ET.indent(root)
print(ET.tostring(root, encoding="unicode"))
print([e.get("name") for e in ET.fromstring(ET.tostring(root)).iterfind("city")])
