# uuid4 without the host's entropy: a clear error (runs are deterministic)
# baton-expect-error: RuntimeError: uuid.uuid4(): the host grants no entropy (baton run --entropy grants it)
import uuid

print(uuid.uuid5(uuid.NAMESPACE_DNS, "ok"))
uuid.uuid4()
