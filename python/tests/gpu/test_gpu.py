"""kiln on a GPU with torch: the tile softmax and GEMM examples launched from Python and compared
with torch, strided views, the DLPack and CUDA Array Interface paths, torch's current stream, and
the errors only a GPU run reaches. usage: test_gpu.py BUNDLE_DIR (softmax.kbundle, gemm.kbundle
from scripts/build-device-bundle.sh)."""
import os
import sys
import unittest

import torch

import kiln

BUNDLES = sys.argv.pop(1) if len(sys.argv) > 1 else "devpkg/python"


def cdiv(a, b):
    return (a + b - 1) // b


class Wrapped:
    """Hides that a tensor is a torch.Tensor, so kiln reads it through one protocol."""

    def __init__(self, t, protocol):
        self.t = t
        if protocol == "cai":
            self.__cuda_array_interface__ = t.__cuda_array_interface__
        else:
            self.__dlpack__ = t.__dlpack__


class Softmax(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.m = kiln.load(os.path.join(BUNDLES, "softmax.kbundle"))

    def run_softmax(self, x, y):
        self.m.softmax[x.shape[0]](x, y)
        torch.cuda.synchronize()
        torch.testing.assert_close(y, torch.softmax(x, dim=1), rtol=1e-5, atol=1e-6)

    def test_module(self):
        self.assertIn("softmax", self.m.kernels)
        self.assertEqual(self.m.arch, "sm_90a")
        self.assertEqual(self.m.softmax.block_threads, 256)
        self.assertTrue(self.m.softmax.has_contiguous_variant)

    def test_contiguous(self):
        x = torch.randn(1024, 1000, device="cuda")
        self.run_softmax(x, torch.empty_like(x))

    def test_ragged_and_strided(self):
        x = torch.randn(300, 4096, device="cuda")
        self.run_softmax(x[:, :999], torch.empty(300, 999, device="cuda"))  # row stride 4096, 999 columns
        big = torch.zeros(300, 2048, device="cuda")
        y = big[:, 1:1001]                                                  # an unaligned output view
        self.m.softmax[300](x[:, :1000], y)
        torch.cuda.synchronize()
        torch.testing.assert_close(y, torch.softmax(x[:, :1000], dim=1), rtol=1e-5, atol=1e-6)
        self.assertEqual(big[:, 0].abs().sum().item(), 0.0)  # nothing written outside the view
        t = torch.randn(700, 200, device="cuda").t()                        # transposed: strides (1, 200)
        self.run_softmax(t, torch.empty(200, 700, device="cuda"))

    def test_protocols(self):
        for protocol in ("cai", "dlpack"):
            x = torch.randn(64, 512, device="cuda")
            y = torch.empty_like(x)
            self.m.softmax[64](Wrapped(x, protocol), Wrapped(y, protocol))
            torch.cuda.synchronize()
            torch.testing.assert_close(y, torch.softmax(x, dim=1), rtol=1e-5, atol=1e-6, msg=protocol)

    def test_current_torch_stream(self):
        # Work queued on a side stream delays the launch only if the launch is on that stream: a
        # copy on the default stream right after sees the output still unwritten.
        x = torch.randn(256, 1024, device="cuda")
        y = torch.zeros_like(x)
        side = torch.cuda.Stream()
        torch.cuda.synchronize()
        with torch.cuda.stream(side):
            torch.cuda._sleep(1_000_000_000)
            self.m.softmax[256](x, y)
        early = torch.empty(y.shape, pin_memory=True)
        with torch.cuda.stream(torch.cuda.default_stream()):
            early.copy_(y, non_blocking=True)
            torch.cuda.default_stream().synchronize()
        self.assertEqual(early.abs().sum().item(), 0.0, "the launch did not wait for the side stream's work")
        side.synchronize()
        torch.testing.assert_close(y, torch.softmax(x, dim=1), rtol=1e-5, atol=1e-6)
        # stream= overrides it.
        y.zero_()
        self.m.softmax[256](x, y, stream=side)
        side.synchronize()
        torch.testing.assert_close(y, torch.softmax(x, dim=1), rtol=1e-5, atol=1e-6)

    def test_errors(self):
        x = torch.randn(4, 16, device="cuda")
        with self.assertRaisesRegex(kiln.ArgumentError, r"argument 0 .*got a tensor on torch device 'cpu'"):
            self.m.softmax[4](x.cpu(), x)
        with self.assertRaisesRegex(kiln.ArgumentError, r"argument 1 .*got a tensor of torch.float16 \(f16\)"):
            self.m.softmax[4](x, x.half())
        with self.assertRaisesRegex(kiln.ArgumentError, r"with 2 dimensions, got a tensor with 1 dimension"):
            self.m.softmax[4](x, x[0])
        with self.assertRaisesRegex(kiln.ArgumentError, "takes 2 arguments"):
            self.m.softmax[4](x)
        with self.assertRaisesRegex(kiln.Error, "no kernel named 'softmx'.*softmax"):
            self.m.softmx
        with self.assertRaisesRegex(kiln.Error, "the grid must be at least 1"):
            self.m.softmax[0](x, x)


class Gemm(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.m = kiln.load(os.path.join(BUNDLES, "gemm.kbundle"))

    def check(self, kernel, dtype, tile_m, tile_n, M, N, K, rtol, atol, bias=False):
        a = torch.randn(M, K, device="cuda").to(dtype)
        b = torch.randn(K, N, device="cuda").to(dtype)
        c = torch.full((M, N), float("nan"), device="cuda")
        want = a.float() @ b.float()
        args = [a, b]
        if bias:
            bias_t = torch.randn(N, device="cuda")
            want = torch.relu(want + bias_t)
            args.append(bias_t)
        getattr(self.m, kernel)[cdiv(M, tile_m), cdiv(N, tile_n)](*args, c)
        torch.cuda.synchronize()
        torch.testing.assert_close(c, want, rtol=rtol, atol=atol, msg=f"{kernel} {M}x{N}x{K}")

    def test_bf16_wgmma(self):
        self.assertGreater(self.m.matmul.dynamic_shared_bytes, 48 * 1024)  # pipelined stages
        self.check("matmul", torch.bfloat16, 128, 256, 1024, 1024, 1024, 1e-3, 1e-2)
        self.check("matmul", torch.bfloat16, 128, 256, 1000, 520, 192, 1e-3, 1e-2)  # ragged borders

    def test_f16_f32_tf32(self):
        self.check("matmul_f16", torch.float16, 128, 128, 512, 384, 256, 1e-3, 1e-2)
        self.check("matmul_f32", torch.float32, 64, 64, 256, 192, 128, 1e-4, 1e-3)
        self.check("matmul_tf32", torch.float32, 128, 128, 512, 512, 256, 1e-2, 5e-2)

    def test_epilogue(self):
        self.check("matmul_bias_relu", torch.bfloat16, 128, 128, 512, 512, 256, 1e-3, 1e-2, bias=True)


if __name__ == "__main__":
    unittest.main(verbosity=2)
