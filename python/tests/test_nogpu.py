"""kiln without a GPU: bundle signatures, argument checks and the error paths a launch would hit.
Run with PYTHONPATH=<build>/python (ctest python_nogpu, lit test/Python/nogpu.test)."""
import os
import struct
import subprocess
import sys
import unittest

import kiln

PTX = "//\n.version 8.0\n.target sm_80\n.address_size 64\n"
# softmax(tensor<const float, 2>, tensor<float, 2>, float, int) as kilnc records a tile kernel.
BUNDLE = "kiln-bundle 1\nkernel softmax\n  signature softmax(tensor<const float, 2>, tensor<float, 2>, float, int)\n"
for t in range(2):
    BUNDLE += f"  param {5 * t} pointer 8 8 f32*\n"
    BUNDLE += "".join(f"  param {5 * t + j} value 8 8 i64\n" for j in range(1, 5))
BUNDLE += "  param 10 value 4 4 f32\n  param 11 value 4 4 i32\n  threads 256 1 1\nend\n"
# vadd(const float*, float*, long): a CUDA kernel, no tile signature.
BUNDLE += ("kernel vadd\n  param 0 pointer 8 8 const_f32*\n  param 1 pointer 8 8 f32*\n"
           "  param 2 value 8 8 i64\nend\n")
BUNDLE += f"image sm_80 8.0 {len(PTX)}\n{PTX}\n"


class CudaArray:
    """A device array as CuPy or Numba would describe it (the address is never dereferenced)."""

    def __init__(self, shape, typestr="<f4", strides=None, ptr=0x10000):
        self.__cuda_array_interface__ = {"shape": tuple(shape), "typestr": typestr, "data": (ptr, False),
                                         "strides": strides, "version": 3}


class Signatures(unittest.TestCase):
    def setUp(self):
        self.bundle = kiln.Bundle.parse(BUNDLE)

    def test_kernels_and_params(self):
        self.assertEqual(self.bundle.kernels, ["softmax", "vadd"])
        self.assertEqual(self.bundle.archs, ["sm_80"])
        self.assertEqual(self.bundle.params("softmax"), ["tensor<const float, 2>", "tensor<float, 2>", "float", "int"])
        self.assertEqual(self.bundle.params("vadd"), ["const_f32*", "f32*", "i64"])

    def test_tensors_flatten_to_views_with_real_strides(self):
        x = CudaArray((3, 5), ptr=0x1000)
        y = CudaArray((3, 5), strides=(64, 4), ptr=0x2000)  # rows padded to 16 floats
        flat = self.bundle.check("softmax", x, y, 1.5, -2)
        self.assertEqual(flat[:10], [0x1000, 3, 5, 5, 1, 0x2000, 3, 5, 16, 1])
        self.assertEqual(flat[10], struct.unpack("<I", struct.pack("<f", 1.5))[0])
        self.assertEqual(flat[11], 0xFFFFFFFE)  # i32 -2 in its 4 bytes
        # A transposed view: strides are passed, not assumed.
        t = CudaArray((5, 3), strides=(4, 20), ptr=0x3000)
        self.assertEqual(self.bundle.check("softmax", t, t, 0, 0)[:5], [0x3000, 5, 3, 1, 5])

    def test_pointer_parameters_take_tensors(self):
        flat = self.bundle.check("vadd", CudaArray((8,)), CudaArray((8,), ptr=0x20), 8)
        self.assertEqual(flat, [0x10000, 0x20, 8])


class ArgumentErrors(unittest.TestCase):
    def setUp(self):
        self.bundle = kiln.Bundle.parse(BUNDLE)
        self.x = CudaArray((3, 5))

    def check_error(self, pattern, *args, kernel="softmax"):
        with self.assertRaises(kiln.ArgumentError) as caught:
            self.bundle.check(kernel, *args)
        self.assertRegex(str(caught.exception), pattern)
        return caught.exception

    def test_is_a_type_error_and_a_kiln_error(self):
        e = self.check_error("takes 4 arguments", self.x)
        self.assertIsInstance(e, TypeError)
        self.assertIsInstance(e, kiln.Error)

    def test_wrong_count(self):
        self.check_error(r"kernel 'softmax' takes 4 arguments \(tensor<const float, 2>, tensor<float, 2>, float, "
                         r"int\), but the call passes 5", self.x, self.x, 1.0, 1, 2)

    def test_wrong_kind(self):
        self.check_error(r"argument 1 \(tensor<float, 2>\): expected a CUDA tensor of f32 with 2 dimensions, "
                         r"got a Python float", self.x, 1.0, 1.0, 1)
        self.check_error(r"argument 2 \(float\): expected a scalar \(f32\), got a tensor of <f4", self.x, self.x,
                         self.x, 1)

    def test_wrong_dtype(self):
        self.check_error(r"argument 0 .*expected a CUDA tensor of f32 .*got a tensor of <f2 \(f16\)",
                         CudaArray((3, 5), "<f2"), self.x, 1.0, 1)
        self.check_error(r"argument 1 \(f32\*\): expected a CUDA tensor of f32, got a tensor of <i4 \(i32\)",
                         CudaArray((8,)), CudaArray((8,), "<i4"), 8, kernel="vadd")

    def test_wrong_rank(self):
        self.check_error(r"argument 1 .*with 2 dimensions, got a tensor with 3 dimensions", self.x,
                         CudaArray((2, 3, 5)), 1.0, 1)

    def test_scalars_are_checked(self):
        self.check_error(r"argument 3 \(int\): expected an integer \(i32\), got a Python float 2.5", self.x, self.x,
                         1.0, 2.5)
        self.check_error(r"argument 3 \(int\): expected an integer that fits in i32, got 4294967296", self.x,
                         self.x, 1.0, 2 ** 32)
        self.check_error(r"argument 2 \(float\): expected a number \(f32\), got a Python str", self.x, self.x, "1",
                         1)

    def test_strides_must_be_whole_elements(self):
        self.check_error("stride 6 bytes is not a whole number of <f4 elements",
                         CudaArray((3, 5), strides=(6, 4)), self.x, 1.0, 1)


FAKE_TORCH = r"""
import sys, types
torch = types.ModuleType("torch")
class dtype:
    def __init__(self, name): self.name = name
    def __str__(self): return "torch." + self.name
float32, float16 = dtype("float32"), dtype("float16")
class Tensor:
    def __init__(self, shape, stride, dt=float32, device=0, ptr=0x5000):
        self.shape, self._stride, self.dtype, self._device, self._ptr = tuple(shape), tuple(stride), dt, device, ptr
    def get_device(self): return self._device
    def data_ptr(self): return self._ptr
    def stride(self): return self._stride
    @property
    def device(self): return "cpu" if self._device < 0 else "cuda:%d" % self._device
torch.Tensor, torch.float32, torch.float16 = Tensor, float32, float16
sys.modules["torch"] = torch
import kiln
b = kiln.Bundle.parse(sys.argv[1])
x = Tensor((3, 5), (8, 1))
print(b.check("softmax", x, Tensor((3, 5), (5, 1), ptr=0x6000), 1.0, 7)[:10])
for bad in (Tensor((3, 5), (5, 1), float16), Tensor((3, 5), (5, 1), device=-1), Tensor((5,), (1,))):
    try:
        b.check("softmax", x, bad, 1.0, 7)
    except kiln.ArgumentError as e:
        print(e)
"""


class TorchFastPath(unittest.TestCase):
    """torch.Tensor is read through its own attributes (a stand-in torch module here: the
    real one on the GPU machine, python/tests/gpu/test_gpu.py)."""

    def test_torch_tensors(self):
        out = subprocess.run([sys.executable, "-c", FAKE_TORCH, BUNDLE], capture_output=True, text=True)
        self.assertEqual(out.returncode, 0, out.stderr)
        lines = out.stdout.splitlines()
        self.assertEqual(lines[0], str([0x5000, 3, 5, 8, 1, 0x6000, 3, 5, 5, 1]))
        self.assertRegex(lines[1], r"argument 1 .*got a tensor of torch.float16 \(f16\)$")
        self.assertRegex(lines[2], r"argument 1 .*got a tensor on torch device 'cpu' \(move it to the GPU first\)$")
        self.assertRegex(lines[3], r"argument 1 .*got a tensor with 1 dimension$")


class Errors(unittest.TestCase):
    def test_missing_bundle(self):
        with self.assertRaisesRegex(kiln.Error, "cannot open '/nonexistent/softmax.kbundle'"):
            kiln.load("/nonexistent/softmax.kbundle")
        with self.assertRaisesRegex(kiln.Error, "cannot open"):
            kiln.Bundle.read("/nonexistent/softmax.kbundle")

    def test_malformed_bundle(self):
        with self.assertRaises(kiln.BundleError) as caught:
            kiln.Bundle.parse("kiln-bundle 1\nkernel k\n  param 0 sideways 8 8 f32*\nend\n")
        self.assertIsInstance(caught.exception, ValueError)
        self.assertIn("line 3", str(caught.exception))

    def test_no_driver(self):
        # A process that cannot load the driver (KILN_LIBCUDA names no library) gets the runtime's
        # message as kiln.Error, also on a machine with a GPU.
        path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"kiln-nogpu-{os.getpid()}.kbundle")
        with open(path, "w") as f:
            f.write(BUNDLE)
        code = ("import kiln\ntry:\n    kiln.load(%r)\nexcept kiln.Error as e:\n    print(type(e).__name__, e)\n"
                % path)
        env = dict(os.environ, KILN_LIBCUDA="/nonexistent/libcuda.so.1")
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
        os.unlink(path)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("Error libcuda.so.1 not found: no NVIDIA driver on this machine "
                      "(KILN_LIBCUDA=/nonexistent/libcuda.so.1 could not be loaded)", out.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=2)
