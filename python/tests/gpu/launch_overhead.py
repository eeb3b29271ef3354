"""Launch overhead of kiln from Python against the same launch from C++ (issue 18: at most 10 us
more per launch, median of 1000): the tile softmax on a 1x1024 torch tensor, host time of the
launch call. usage: launch_overhead.py BUNDLE_DIR KILN_LAUNCH_CPP"""
import statistics
import subprocess
import sys
import time

import torch

import kiln

bundles, cpp = sys.argv[1], sys.argv[2]
m = kiln.load(f"{bundles}/softmax.kbundle")
x = torch.ones(1, 1024, device="cuda")
y = torch.empty_like(x)
softmax = m.softmax
times = []
for i in range(1100):
    start = time.perf_counter_ns()
    softmax[1](x, y)
    elapsed = time.perf_counter_ns() - start
    if i >= 100:
        times.append(elapsed / 1000)
    if i % 64 == 63:
        torch.cuda.synchronize()
torch.cuda.synchronize()
py = statistics.median(times)
# The same with the grid subscript hoisted (a caller that keeps the launcher).
launch = softmax[1]
hoisted = []
for i in range(1100):
    start = time.perf_counter_ns()
    launch(x, y)
    elapsed = time.perf_counter_ns() - start
    if i >= 100:
        hoisted.append(elapsed / 1000)
    if i % 64 == 63:
        torch.cuda.synchronize()
torch.cuda.synchronize()
cpp_us = float(subprocess.run([cpp, f"{bundles}/softmax.kbundle"], check=True, capture_output=True,
                              text=True).stdout)
print(f"launch overhead: C++ {cpp_us:.2f} us, Python {py:.2f} us (launcher kept: "
      f"{statistics.median(hoisted):.2f} us), difference {py - cpp_us:.2f} us (median of 1000)")
print("PASS launch overhead" if py - cpp_us <= 10 else "FAIL launch overhead: more than 10 us over C++")
sys.exit(0 if py - cpp_us <= 10 else 1)
