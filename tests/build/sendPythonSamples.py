# The Python request samples of tests/build/apiSamples.test.ts, all in this one process: a python3
# per sample spent most of the test's time importing requests 262 times.
# stdin: a JSON list of {"label", "code"}; stdout: a JSON list of {"label", "status", "body", "error"}.
# Each sample runs with exec() in globals of its own, with a print() that keeps what it prints, a few
# at a time on threads (the samples wait on the network, not the CPU).
import json
import sys
import traceback
from concurrent.futures import ThreadPoolExecutor

import requests


def send(job):
    printed = []
    scope = {
        "__name__": "__main__",
        "print": lambda *args, **kwargs: printed.append(" ".join(str(arg) for arg in args)),
    }
    try:
        exec(compile(job["code"], job["label"], "exec"), scope)
    except Exception:
        return {"label": job["label"], "error": traceback.format_exc(limit=2)}
    response = scope.get("response")
    if not isinstance(response, requests.Response):
        return {"label": job["label"], "error": "the sample leaves no requests.Response in `response`"}
    return {"label": job["label"], "status": response.status_code, "body": "\n".join(printed)}


jobs = json.load(sys.stdin)
with ThreadPoolExecutor(max_workers=int(sys.argv[1]) if len(sys.argv) > 1 else 6) as pool:
    json.dump(list(pool.map(send, jobs)), sys.stdout)
