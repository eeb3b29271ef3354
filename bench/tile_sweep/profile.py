"""Runs chosen points of the tile sweep once each, the Kiln kernel and then
the Triton kernel of the same program shape, so that a profiler sees exactly
those launches (issue 16: measure before optimising).

usage: python3 profile.py DIR op:type:width [op:type:width ...]
DIR is what scripts/build-tile-sweep.sh wrote. Under Nsight Compute:
  TRITON_CACHE_DIR=$PWD/tcache ncu --section SpeedOfLight --section Occupancy \\
    --section LaunchStats --section WarpStateStats -k regex:'layernorm' \\
    --launch-count 2 python3 DIR/profile.py DIR layernorm:bf16:8192
Triton's PTX for the same point is then under tcache/ (read it beside Kiln's:
the bundle's image, e.g. via kbundle.read)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402
import kbundle  # noqa: E402
import sweep  # noqa: E402


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    d = sys.argv[1]
    torch.zeros(1, device="cuda")
    torch.cuda.synchronize()
    sweep._check(sweep._cuda.cuInit(0), "cuInit")
    for point in sys.argv[2:]:
        op, tname, width = point.split(":")
        width = int(width)
        kernels, images = kbundle.read(os.path.join(d, "bundles", f"{tname}_{width}.kbundle"))
        kernel = sweep.KilnKernel(images.get("sm_90a") or images["sm_90"], kernels[op])
        rows = max(1, (1 << 24) // width)
        k_run, t_run, _, _ = sweep.OPS[op](kernel, rows, width, sweep.DTYPES[tname])
        k_run()
        t_run()
        torch.cuda.synchronize()
    return 0


if __name__ == "__main__":
    sys.exit(main())
