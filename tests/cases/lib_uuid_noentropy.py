# uuid4 without the host's entropy: a clear error (runs are deterministic)
# baton-expect-error: RuntimeError: uuid.uuid4(): the host grants no entropy (a host grants it with baton run --entropy, baton mcp --entropy, baton.Sandbox(entropy=True) or an entropy callback in bt_config)
import uuid

print(uuid.uuid5(uuid.NAMESPACE_DNS, "ok"))
uuid.uuid4()
