# unittest, tomllib, ipaddress and reprlib objects alive across tool calls
# (and snapshots at every pause): tests that call a tool inside subTests and
# fixtures, a TOML document and addresses made from tool results.
import io
import re
import unittest
import tomllib
import ipaddress
import reprlib


def back(x):
    return echo(x)['args'][0]


class ToolTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.base = back(10)

    def setUp(self):
        self.net = ipaddress.ip_network(back('10.0.0.0/29'))

    def test_subtests(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertEqual(back(i) + self.base, 10 + i)

    def test_modules(self):
        hosts = [h for h in self.net.hosts() if int(h) % 2 == back(0)]
        self.assertEqual([str(h) for h in hosts], ['10.0.0.2', '10.0.0.4', '10.0.0.6'])
        doc = tomllib.loads(back('a = [1, 2]\n[t]\nwhen = 1979-05-27T07:32:00Z\n'))
        self.assertEqual(doc['a'], [1, 2])
        print(doc['t']['when'], reprlib.repr(back(list(range(20)))))

    def test_failure(self):
        self.assertEqual(back([1, 2, 3]), [1, 2, 4])


buf = io.StringIO()
result = unittest.TextTestRunner(stream=buf, verbosity=2).run(
    unittest.defaultTestLoader.loadTestsFromTestCase(ToolTests))
# CPython runs this under a shim with -c: no path, other line numbers, no source lines
text = re.sub(r'File "[^"]*", line \d+', 'File "F", line N', buf.getvalue())
text = re.sub(r'(?m)^    .*\n', '', text)
print(re.sub(r'in \d+\.\d+s', 'in T', text))
print(result)
