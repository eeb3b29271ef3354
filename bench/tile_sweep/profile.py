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
    modules = {}
    for point in sys.argv[2:]:
        op, tname, width = point.split(":")
        width = int(width)
        f = next((f for f in sorted(os.listdir(os.path.join(d, "bundles")))
                  if f.split(".")[0] == f"{tname}_{width}"
                  and op in kbundle.read(os.path.join(d, "bundles", f))[0]), None)
        if f is None:
            print(f"{point}: not in any bundle of {d}")
            return 1
        if f not in modules:
            kernels, images = kbundle.read(os.path.join(d, "bundles", f))
            modules[f] = (kernels, sweep.KilnModule(images.get("sm_90a") or images["sm_90"]))
        kernels, module = modules[f]
        kernel = sweep.KilnKernel(module, kernels[op])
        make, shapes, _ = sweep.OPS[op]
        shape = shapes(width, True)[0]
        k_run, t_run, _, _ = make(kernel, shape, width, sweep.DTYPES[tname])
        k_run()
        t_run()
        torch.cuda.synchronize()
        print(f"{point}: {'variant for contiguous tensors' if kernel.launched_variant else 'kernel as written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
