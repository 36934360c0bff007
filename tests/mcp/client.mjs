// The official MCP TypeScript SDK's client launches `baton mcp` with the
// reference servers (everything, memory, filesystem on a temporary folder)
// as upstreams, and checks what a client sees: tools, results, errors,
// concurrency, sessions, limits and cancellation.  Prints "ok NAME" or
// "not ok NAME: detail" per check, and the timings of 20 upstream calls in
// asyncio.gather against 20 in a row.
//
// usage: node tests/mcp/client.mjs BATON
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const baton = process.argv[2];
const mods = path.join(here, "node_modules", "@modelcontextprotocol");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "baton-mcp-"));
const files = path.join(tmp, "files");
fs.mkdirSync(files);
const config = path.join(tmp, "config.json");
fs.writeFileSync(config, JSON.stringify({
  mcpServers: {
    everything: { command: "node", args: [path.join(mods, "server-everything/dist/index.js"), "stdio"] },
    memory: { command: "node", args: [path.join(mods, "server-memory/dist/index.js")],
              env: { MEMORY_FILE_PATH: path.join(tmp, "memory.jsonl") } },
    fs: { command: "node", args: [path.join(mods, "server-filesystem/dist/index.js"), files] },
  },
}));

let failures = 0;
function check(name, cond, detail) {
  if (cond) console.log(`ok ${name}`);
  else { failures++; console.log(`not ok ${name}: ${JSON.stringify(detail).slice(0, 800)}`); }
}

const transport = new StdioClientTransport({
  command: baton, args: ["mcp", "--config", config, "--timeout", "60"], stderr: "ignore",
});
const client = new Client({ name: "baton-test", version: "1.0.0" });
await client.connect(transport);

async function run(code, opts) {
  const r = await client.callTool({ name: "run_python", arguments: { code } }, undefined, opts);
  return { text: r.content[0].text, isError: r.isError };
}

try {
  const { tools } = await client.listTools();
  check("two tools", tools.map((t) => t.name).join() === "run_python,reset", tools.map((t) => t.name));
  const desc = tools[0].description;
  for (const stub of ["def everything_echo(message: str):", "def everything_get_sum(a: float, b: float):",
                      "def memory_create_entities(entities: list[dict]):",
                      "def fs_read_text_file(path: str,"]) {
    check(`stub ${stub}`, desc.includes(stub), desc.slice(0, 400));
  }

  let r = await run("print(everything_echo('hi'))\neverything_get_sum(2, 3)");
  check("sync calls", r.text === "Echo: hi\n'The sum of 2 and 3 is 5.'" && !r.isError, r);

  r = await run("everything_get_structured_content('Chicago')['conditions']");
  check("structuredContent becomes a dict", !r.isError && r.text.startsWith("'"), r);

  const p = path.join(files, "notes.txt");
  r = await run(`fs_write_file(${JSON.stringify(p)}, 'line 1\\nline 2\\n')\n` +
                `print(fs_read_text_file(${JSON.stringify(p)}, head=1)['content'])`);
  check("filesystem write and read", r.text === "line 1\n" && !r.isError, r);
  r = await run(`try:\n    fs_read_text_file('/etc/passwd')\nexcept RuntimeError as e:\n    print('refused:', 'denied' in str(e).lower() or 'outside' in str(e).lower())`);
  check("an upstream error is a RuntimeError", r.text === "refused: True\n", r);

  r = await run("memory_create_entities([{'name': 'baton', 'entityType': 'project', 'observations': ['fast']}])\n" +
                "g = memory_read_graph()\nprint([e['name'] for e in g['entities']])");
  check("memory server", r.text === "['baton']\n" && !r.isError, r);

  // 20 upstream calls that wait: concurrently, then in a row
  let t0 = Date.now();
  r = await run("import asyncio\nres = await asyncio.gather(*[everything_trigger_long_running_operation_async(duration=0.3, steps=1) for _ in range(20)])\nprint(len(res))");
  const gathered = (Date.now() - t0) / 1000;
  check("gather of 20", r.text === "20\n" && !r.isError, r);
  t0 = Date.now();
  r = await run("for _ in range(20):\n    everything_trigger_long_running_operation(duration=0.3, steps=1)\nprint('done')");
  const sequential = (Date.now() - t0) / 1000;
  check("20 in a row", r.text === "done\n", r);
  check("gather is concurrent", gathered < sequential / 3, { gathered, sequential });
  console.log(`timing: 20 upstream calls of 0.3 s: gather ${gathered.toFixed(2)} s, in a row ${sequential.toFixed(2)} s`);

  // per-call overhead: 200 echo calls
  t0 = Date.now();
  r = await run("for i in range(200):\n    everything_echo(str(i))\nprint('ok')");
  console.log(`timing: 200 sequential echo calls through baton mcp: ${((Date.now() - t0) / 200).toFixed(3)} ms per call`);

  // sessions
  await run("total = 40");
  r = await run("total + 2");
  check("globals persist", r.text === "42", r);
  await client.callTool({ name: "reset", arguments: {} });
  r = await run("total");
  check("reset", r.isError && r.text.includes("NameError"), r);

  // errors and limits
  r = await run("everything_echo()");
  check("argument error", r.isError && r.text.includes("missing 1 required positional argument: 'message'"), r);
  r = await run("def f(): return f()\nf()");
  check("traceback is short", r.isError && r.text.split("\n").length < 30 && r.text.includes("RecursionError"), r);

  // cancellation: the client gives up; the session stays usable
  const ac = new AbortController();
  const pending = run("everything_trigger_long_running_operation(duration=20, steps=2)", { signal: ac.signal });
  setTimeout(() => ac.abort(), 500);
  let aborted = false;
  try { await pending; } catch { aborted = true; }
  check("cancelled call rejects", aborted, {});
  t0 = Date.now();
  r = await run("print('after cancel')");
  check("usable after cancel", r.text === "after cancel\n" && Date.now() - t0 < 5000, r);
} catch (e) {
  failures++;
  console.log(`not ok exception: ${e && e.stack}`);
} finally {
  await client.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
