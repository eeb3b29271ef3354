#!/usr/bin/env python3
"""Prints named function definitions of a Kiln header, renamed kiln_<name>, so a host
program can compare them with the toolkit's. usage: extract_functions.py HEADER NAME..."""
import sys

text = open(sys.argv[1]).read()
names = sys.argv[2:]
out = []
for name in names:
    at = text.index(name + "(")
    # the nearest declaration marker before it (<cuda_fp8.h>'s or <cuda_fp6.h>'s)
    start = max(text.rfind(m, 0, at) for m in ("__CUDA_HOSTDEVICE_FP8_DECL__", "__CUDA_HOSTDEVICE_FP6_DECL__"))
    end = text.index("\n}\n", at) + 3
    out.append(text[start:end])
body = "".join(out)
for name in names:
    body = body.replace(name, "kiln_" + name)
sys.stdout.write(body)
