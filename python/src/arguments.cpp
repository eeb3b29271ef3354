// Checking a Python call against a kernel's signature and flattening it for cuLaunchKernel.
#include "arguments.hpp"

#include <cmath>
#include <cstring>
#include <limits>

#include "kiln/error.hpp"
#include "kiln/tile_signature.hpp"
#include "tensor_arg.hpp"

namespace py = pybind11;

namespace kiln::python {
namespace {

// i32 and u32 are the same to the kernel, as kiln::check_arguments treats them.
bool same_element(const std::string& want, const char* have) {
  if (want == have) return true;
  if (want.empty() || !*have) return false;
  auto strip = [](std::string s) {
    if (s[0] == 'u') s[0] = 'i';
    return s;
  };
  return (want[0] == 'i' || want[0] == 'u') && (have[0] == 'i' || have[0] == 'u') && strip(want) == strip(have);
}

bool is_integer_spelling(const std::string& s) {
  return s.size() >= 2 && (s[0] == 'i' || s[0] == 'u') && s[1] >= '0' && s[1] <= '9';
}
bool is_float_spelling(const std::string& s) { return s == "f16" || s == "bf16" || s == "f32" || s == "f64"; }

std::string python_type(py::handle obj) { return std::string("a Python ") + Py_TYPE(obj.ptr())->tp_name; }

uint16_t float_to_half_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t exp = (x >> 23) & 0xffu, mant = x & 0x7fffffu;
  if (exp == 0xff) return uint16_t(sign | 0x7c00u | (mant ? 0x200u : 0));  // inf, nan
  int e = int(exp) - 127 + 15;
  if (e >= 31) return uint16_t(sign | 0x7c00u);  // overflow to inf
  if (e <= 0) {                                    // subnormal or zero
    if (e < -10) return uint16_t(sign);
    mant |= 0x800000u;
    int shift = 14 - e;
    uint32_t half = mant >> shift, rest = mant & ((1u << shift) - 1), mid = 1u << (shift - 1);
    if (rest > mid || (rest == mid && (half & 1))) ++half;
    return uint16_t(sign | half);
  }
  uint32_t half = (uint32_t(e) << 10) | (mant >> 13), rest = mant & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1))) ++half;  // may carry into the exponent: correct
  return uint16_t(sign | half);
}

uint16_t float_to_bfloat16_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u) return uint16_t((x >> 16) | 0x40);  // quiet nan
  x += 0x7fffu + ((x >> 16) & 1);                                           // round to nearest even
  return uint16_t(x >> 16);
}

class Call {
 public:
  Call(const Signature& sig, int device, FlatArgs& out, int& first_device)
      : sig_(sig), device_(device), out_(out), first_device_(first_device) {}

  void run(const py::args& args) {
    if (!sig_.known)
      throw ArgumentError("kernel '" + sig_.kernel +
                          "' comes from a cubin, which records no parameter list; load a Kiln bundle or PTX to "
                          "launch it from Python");
    if (args.size() != sig_.params.size())
      throw ArgumentError("kernel '" + sig_.kernel + "' takes " + std::to_string(sig_.params.size()) + " argument" +
                          (sig_.params.size() == 1 ? "" : "s") + " " + sig_.describe() + ", but the call passes " +
                          std::to_string(args.size()));
    out_.storage.assign(sig_.flat_count, 0);
    for (size_t i = 0; i < sig_.params.size(); ++i) one(i, args[i]);
    out_.pointers.resize(sig_.flat_count + 1);
    for (size_t i = 0; i < sig_.flat_count; ++i) out_.pointers[i] = &out_.storage[i];
    out_.pointers[sig_.flat_count] = nullptr;
  }

 private:
  [[noreturn]] void fail(size_t i, const std::string& expected, const std::string& got) {
    throw ArgumentError("kernel '" + sig_.kernel + "' argument " + std::to_string(i) + " (" + sig_.params[i].spelling +
                        "): expected " + expected + ", got " + got);
  }

  std::string expected_tensor(const CallParam& p) {
    std::string e = "a CUDA tensor";
    if (!p.element.empty()) e += " of " + p.element;
    if (p.kind == CallParam::tensor) e += " with " + std::to_string(p.rank) + " dimension" + (p.rank == 1 ? "" : "s");
    return e;
  }

  void set(size_t flat, const void* value, size_t bytes) { std::memcpy(&out_.storage[flat], value, bytes); }

  void tensor(size_t i, const CallParam& p, py::handle obj, TensorArg& t) {
    if (t.device == TensorArg::kNotCuda) fail(i, expected_tensor(p), "a tensor on " + t.where + " (move it to the GPU first)");
    if (t.device >= 0 && device_ >= 0 && t.device != device_)
      fail(i, expected_tensor(p) + " on CUDA device " + std::to_string(device_) + " (where the module is loaded)",
           "a tensor on CUDA device " + std::to_string(t.device));
    if (t.device >= 0 && first_device_ < 0) first_device_ = t.device;
    if (!p.element.empty() && p.element.rfind("struct.", 0) != 0 && !same_element(p.element, t.dtype))
      fail(i, expected_tensor(p), "a tensor of " + t.dtype_name + (*t.dtype ? std::string(" (") + t.dtype + ")" : ""));
    if (p.kind == CallParam::tensor) {
      if (t.rank != p.rank)
        fail(i, expected_tensor(p), "a tensor with " + std::to_string(t.rank) + " dimension" + (t.rank == 1 ? "" : "s"));
      set(p.first, &t.data, 8);
      for (int d = 0; d < p.rank; ++d) {
        set(p.first + 1 + d, &t.shape[d], 8);
        set(p.first + 1 + p.rank + d, &t.stride[d], 8);
      }
    } else {
      set(p.first, &t.data, 8);
    }
    (void)obj;
  }

  void scalar(size_t i, const CallParam& p, py::handle obj) {
    PyObject* o = obj.ptr();
    const std::string& s = p.element;
    if (s == "bool") {
      if (!PyBool_Check(o) && !PyLong_Check(o)) fail(i, "a bool", python_type(obj));
      uint8_t v = PyObject_IsTrue(o) ? 1 : 0;
      set(p.first, &v, 1);
      return;
    }
    if (is_integer_spelling(s) || (p.kind == CallParam::unknown_u64)) {
      if (PyFloat_Check(o) || !PyIndex_Check(o))
        fail(i, "an integer (" + s + ")", python_type(obj) + (PyFloat_Check(o) ? " " + std::string(py::repr(obj)) : ""));
      py::int_ value = py::reinterpret_steal<py::int_>(PyNumber_Index(o));
      bool is_signed = s.empty() || s[0] == 'i';
      unsigned bits = p.size * 8;
      int overflow = 0;
      long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
      unsigned long long u = 0;
      bool fits;
      if (overflow > 0 && !is_signed) {
        u = PyLong_AsUnsignedLongLong(value.ptr());
        if (PyErr_Occurred()) PyErr_Clear(), fits = false;
        else fits = bits == 64;
      } else if (overflow) {
        fits = false;
      } else if (is_signed) {
        fits = bits == 64 || (v >= -(1LL << (bits - 1)) && v < (1LL << (bits - 1)));
        u = static_cast<unsigned long long>(v);
      } else {
        fits = v >= 0 && (bits == 64 || static_cast<unsigned long long>(v) < (1ULL << bits));
        u = static_cast<unsigned long long>(v);
      }
      if (!fits) fail(i, "an integer that fits in " + s, std::string(py::repr(obj)));
      set(p.first, &u, p.size);  // little-endian: the low bytes
      return;
    }
    if (is_float_spelling(s)) {
      if (PyBool_Check(o) || (!PyFloat_Check(o) && !PyLong_Check(o) && !PyIndex_Check(o) &&
                              !PyObject_HasAttrString(o, "__float__")))
        fail(i, "a number (" + s + ")", python_type(obj));
      double d = PyFloat_AsDouble(o);
      if (d == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        fail(i, "a number (" + s + ")", python_type(obj));
      }
      if (s == "f64") {
        set(p.first, &d, 8);
      } else if (s == "f32") {
        float f = float(d);
        set(p.first, &f, 4);
      } else {
        uint16_t bits = s == "f16" ? float_to_half_bits(float(d)) : float_to_bfloat16_bits(float(d));
        set(p.first, &bits, 2);
      }
      return;
    }
    // Structs and other by-value parameters: their bytes.
    if (!PyBytes_Check(o) || size_t(PyBytes_GET_SIZE(o)) != p.size)
      fail(i, "bytes of length " + std::to_string(p.size) + " (the parameter's raw value)",
           python_type(obj) + (PyBytes_Check(o) ? " of length " + std::to_string(PyBytes_GET_SIZE(o)) : ""));
    if (p.size > 8)
      throw ArgumentError("kernel '" + sig_.kernel + "' argument " + std::to_string(i) + " (" + p.spelling + ") is " +
                          std::to_string(p.size) + " bytes by value; the Python binding passes parameters of at most 8 bytes");
    set(p.first, PyBytes_AS_STRING(o), p.size);
  }

  void one(size_t i, py::handle obj) {
    const CallParam& p = sig_.params[i];
    TensorArg t;
    bool is_tensor = read_tensor(obj, t);
    if (p.kind == CallParam::tensor || p.kind == CallParam::pointer) {
      if (!is_tensor) fail(i, expected_tensor(p), python_type(obj));
      tensor(i, p, obj, t);
      return;
    }
    if (p.kind == CallParam::unknown_u64 && is_tensor) {
      tensor(i, p, obj, t);
      return;
    }
    if (is_tensor) fail(i, "a scalar (" + p.element + ")", "a tensor of " + t.dtype_name);
    scalar(i, p, obj);
  }

  const Signature& sig_;
  int device_;
  FlatArgs& out_;
  int& first_device_;
};

// The C++ spelling of an element for messages: f32 -> float.
std::string scalar_spelling(const Param& p) { return p.type.empty() ? std::to_string(p.size) + "-byte value" : p.type; }

}  // namespace

std::string Signature::describe() const {
  std::string list;
  for (const CallParam& p : params) list += (list.empty() ? "" : ", ") + p.spelling;
  return "(" + list + ")";
}

Signature make_signature(const std::string& name, const KernelInfo* info, const std::optional<std::vector<Param>>& params) {
  Signature sig;
  sig.kernel = name;
  if (info) {
    if (auto tile = tile_parameters(*info)) {
      sig.tile = true;
      sig.flat_count = caller_params(*info);
      for (const TileParam& t : *tile) {
        CallParam p;
        p.kind = t.is_tensor ? CallParam::tensor : CallParam::scalar;
        p.element = t.element;
        p.is_const = t.is_const;
        p.rank = t.rank;
        p.first = t.first;
        p.size = t.is_tensor ? 8 : info->params[t.first].size;
        p.spelling = t.spelling;
        sig.params.push_back(std::move(p));
      }
      return sig;
    }
  }
  if (!params) {
    sig.known = false;
    return sig;
  }
  sig.flat_count = params->size();
  for (size_t i = 0; i < params->size(); ++i) {
    const Param& q = (*params)[i];
    CallParam p;
    p.first = i;
    p.size = q.size;
    p.spelling = scalar_spelling(q);
    if (q.kind == ParamKind::pointer) {
      p.kind = CallParam::pointer;
      std::string_view e = q.type;
      if (e.substr(0, 6) == "const_") e.remove_prefix(6), p.is_const = true;
      if (!e.empty() && e.back() == '*') e.remove_suffix(1);
      if (e != "void" && e != "pointer") p.element = std::string(e);
    } else if (q.kind == ParamKind::unknown && q.size == 8) {
      p.kind = CallParam::unknown_u64;  // PTX .u64: a pointer or a 64-bit integer
      p.element = "u64";
      p.spelling = "u64 or pointer";
    } else {
      p.kind = CallParam::scalar;
      p.element = q.kind == ParamKind::unknown ? "" : q.type;
      if (q.kind == ParamKind::unknown)  // PTX .u32/.b32 etc: an integer of that size
        p.element = (q.size == 1 || q.size == 2 || q.size == 4) ? "u" + std::to_string(q.size * 8) : "";
    }
    sig.params.push_back(std::move(p));
  }
  return sig;
}

void marshal(const Signature& sig, const py::args& args, int device, FlatArgs& out, int& first_device) {
  Call(sig, device, out, first_device).run(args);
}

py::list flat_values(const Signature& sig, const FlatArgs& flat) {
  py::list out;
  (void)sig;
  for (size_t i = 0; i + 1 < flat.pointers.size(); ++i) out.append(py::int_(static_cast<long long>(flat.storage[i])));
  return out;
}

}  // namespace kiln::python
