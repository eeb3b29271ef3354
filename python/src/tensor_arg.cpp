// Tensor-likes from PyTorch, the CUDA Array Interface and DLPack, without depending on any of them
// at build time: torch is reached through its Python attributes, DLPack through its C ABI (the
// structs below follow the DLPack specification's layout).
#include "tensor_arg.hpp"

#include <cstring>
#include <unordered_map>

#include "kiln/error.hpp"

namespace py = pybind11;

namespace kiln::python {
namespace {

// torch dtypes are singletons: their spelling is looked up once per dtype object.
struct DtypeName {
  const char* spelling;
  std::string name;
};

const char* spelling_for_torch(const std::string& name) {
  static const std::pair<const char*, const char*> table[] = {
      {"torch.float32", "f32"}, {"torch.float16", "f16"}, {"torch.bfloat16", "bf16"}, {"torch.float64", "f64"},
      {"torch.int8", "i8"},     {"torch.int16", "i16"},   {"torch.int32", "i32"},     {"torch.int64", "i64"},
      {"torch.uint8", "u8"},    {"torch.uint16", "u16"},  {"torch.uint32", "u32"},    {"torch.uint64", "u64"},
      {"torch.bool", "bool"}};
  for (auto& [torch, kiln] : table)
    if (name == torch) return kiln;
  return "";
}

const DtypeName& torch_dtype(py::handle dtype) {
  static std::unordered_map<PyObject*, DtypeName> known;
  auto it = known.find(dtype.ptr());
  if (it != known.end()) return it->second;
  std::string name = py::str(dtype);
  dtype.inc_ref();  // kept alive: the cache is keyed by the object
  return known.emplace(dtype.ptr(), DtypeName{spelling_for_torch(name), name}).first->second;
}

// The torch.Tensor type once torch has been imported by the caller (Kiln never imports it).
PyObject* torch_tensor_type() {
  static PyObject* type = nullptr;
  if (type) return type;
  PyObject* torch = PyImport_GetModule(py::str("torch").ptr());
  if (!torch) {
    PyErr_Clear();
    return nullptr;
  }
  py::object module = py::reinterpret_steal<py::object>(torch);
  if (py::hasattr(module, "Tensor")) type = py::object(module.attr("Tensor")).release().ptr();
  return type;
}

void set_rank(TensorArg& out, size_t rank, const std::string& what) {
  if (rank > size_t(kMaxTensorRank))
    throw ArgumentError(what + " has " + std::to_string(rank) + " dimensions; Kiln passes at most " +
                        std::to_string(kMaxTensorRank));
  out.rank = int(rank);
}

void read_torch(py::handle t, TensorArg& out) {
  // Leaked on purpose: destroying Python objects after the interpreter has finalised crashes.
  static const py::str &get_device = *new py::str("get_device"), &data_ptr = *new py::str("data_ptr"),
                       &dtype = *new py::str("dtype"), &shape = *new py::str("shape"),
                       &stride = *new py::str("stride"), &device = *new py::str("device");
  int ordinal = t.attr(get_device)().cast<int>();
  const DtypeName& d = torch_dtype(t.attr(dtype));
  out.dtype = d.spelling;
  out.dtype_name = d.name;
  if (ordinal < 0) {
    out.device = TensorArg::kNotCuda;
    out.where = "torch device '" + std::string(py::str(t.attr(device))) + "'";
    return;
  }
  out.device = ordinal;
  out.data = t.attr(data_ptr)().cast<uint64_t>();
  py::tuple sizes = t.attr(shape);
  py::tuple strides = t.attr(stride)();
  set_rank(out, sizes.size(), "a torch.Tensor");
  for (int i = 0; i < out.rank; ++i) {
    out.shape[i] = sizes[i].cast<int64_t>();
    out.stride[i] = strides[i].cast<int64_t>();
  }
}

const char* spelling_for_typestr(const std::string& typestr, int& itemsize) {
  itemsize = 0;
  if (typestr.size() < 3) return "";
  for (char c : typestr.substr(2))
    if (c < '0' || c > '9') return "";
  itemsize = std::stoi(typestr.substr(2));
  char kind = typestr[1];
  if (typestr[0] == '>' && itemsize > 1) return "";  // big-endian data
  static const std::pair<const char*, const char*> table[] = {
      {"f2", "f16"}, {"f4", "f32"}, {"f8", "f64"}, {"i1", "i8"},  {"i2", "i16"}, {"i4", "i32"},
      {"i8", "i64"}, {"u1", "u8"},  {"u2", "u16"}, {"u4", "u32"}, {"u8", "u64"}, {"b1", "bool"}};
  std::string key = typestr.substr(1);
  for (auto& [t, kiln] : table)
    if (key == t) return kiln;
  (void)kind;
  return "";
}

void read_cuda_array_interface(py::handle obj, TensorArg& out) {
  py::object cai = obj.attr("__cuda_array_interface__");
  if (!py::isinstance<py::dict>(cai)) throw ArgumentError("__cuda_array_interface__ is not a dict");
  py::dict d = cai;
  for (const char* key : {"shape", "typestr", "data"})
    if (!d.contains(key)) throw ArgumentError(std::string("__cuda_array_interface__ has no '") + key + "'");
  out.device = TensorArg::kUnknownDevice;
  std::string typestr = py::str(d["typestr"]);
  int itemsize = 0;
  out.dtype = spelling_for_typestr(typestr, itemsize);
  out.dtype_name = typestr;
  py::tuple data = d["data"];
  out.data = data[0].is_none() ? 0 : data[0].cast<uint64_t>();
  py::tuple shape = d["shape"];
  set_rank(out, shape.size(), "a __cuda_array_interface__ array");
  for (int i = 0; i < out.rank; ++i) out.shape[i] = shape[i].cast<int64_t>();
  py::object strides = d.contains("strides") ? py::object(d["strides"]) : py::none();
  if (strides.is_none()) {  // C-contiguous
    int64_t s = 1;
    for (int i = out.rank - 1; i >= 0; --i) {
      out.stride[i] = s;
      s *= out.shape[i];
    }
    return;
  }
  py::tuple bytes = strides;
  if (int(bytes.size()) != out.rank) throw ArgumentError("__cuda_array_interface__ strides and shape differ in length");
  for (int i = 0; i < out.rank; ++i) {
    int64_t b = bytes[i].cast<int64_t>();
    if (itemsize == 0 || b % itemsize != 0)
      throw ArgumentError("__cuda_array_interface__ stride " + std::to_string(b) + " bytes is not a whole number of " +
                          typestr + " elements");
    out.stride[i] = b / itemsize;
  }
}

// DLPack's C ABI (dlpack.h, version 0.x "dltensor" capsules).
struct DLDevice {
  int32_t device_type;  // 1 CPU, 2 CUDA, 3 CUDA host, 13 CUDA managed
  int32_t device_id;
};
struct DLDataType {
  uint8_t code;  // 0 int, 1 uint, 2 float, 4 bfloat, 6 bool
  uint8_t bits;
  uint16_t lanes;
};
struct DLTensor {
  void* data;
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t* shape;
  int64_t* strides;  // in elements; null for row-major
  uint64_t byte_offset;
};
struct DLManagedTensor {
  DLTensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(DLManagedTensor*);
};

const char* spelling_for_dlpack(DLDataType t) {
  if (t.lanes != 1) return "";
  switch (t.code) {
    case 0: return t.bits == 8 ? "i8" : t.bits == 16 ? "i16" : t.bits == 32 ? "i32" : t.bits == 64 ? "i64" : "";
    case 1: return t.bits == 8 ? "u8" : t.bits == 16 ? "u16" : t.bits == 32 ? "u32" : t.bits == 64 ? "u64" : "";
    case 2: return t.bits == 16 ? "f16" : t.bits == 32 ? "f32" : t.bits == 64 ? "f64" : "";
    case 4: return t.bits == 16 ? "bf16" : "";
    case 6: return t.bits == 8 ? "bool" : "";
  }
  return "";
}

void read_dlpack(py::handle obj, TensorArg& out) {
  // The capsule keeps the producer's reference until it is dropped; the caller's object keeps the
  // memory alive past the launch, as with torch tensors.
  py::object capsule = obj.attr("__dlpack__")();
  if (!PyCapsule_IsValid(capsule.ptr(), "dltensor"))
    throw ArgumentError("__dlpack__() did not return a 'dltensor' capsule");
  auto* managed = static_cast<DLManagedTensor*>(PyCapsule_GetPointer(capsule.ptr(), "dltensor"));
  const DLTensor& t = managed->dl_tensor;
  out.dtype = spelling_for_dlpack(t.dtype);
  out.dtype_name = "DLPack(code " + std::to_string(t.dtype.code) + ", bits " + std::to_string(t.dtype.bits) +
                   ", lanes " + std::to_string(t.dtype.lanes) + ")";
  int type = t.device.device_type;
  if (type != 2 && type != 13) {
    out.device = TensorArg::kNotCuda;
    out.where = type == 1 ? "DLPack device CPU" : "DLPack device type " + std::to_string(type);
    return;
  }
  out.device = t.device.device_id;
  out.data = reinterpret_cast<uint64_t>(t.data) + t.byte_offset;
  set_rank(out, size_t(t.ndim), "a DLPack tensor");
  int64_t s = 1;
  for (int i = out.rank - 1; i >= 0; --i) {
    out.shape[i] = t.shape[i];
    out.stride[i] = t.strides ? t.strides[i] : s;
    s *= t.shape[i];
  }
}

}  // namespace

bool read_tensor(py::handle obj, TensorArg& out) {
  if (PyObject* tensor = torch_tensor_type(); tensor && PyObject_IsInstance(obj.ptr(), tensor) == 1) {
    read_torch(obj, out);
    return true;
  }
  // Scalars never qualify; the attribute probes below are for everything else.
  if (PyLong_Check(obj.ptr()) || PyFloat_Check(obj.ptr()) || PyBool_Check(obj.ptr())) return false;
  if (py::hasattr(obj, "__cuda_array_interface__")) {
    read_cuda_array_interface(obj, out);
    return true;
  }
  if (py::hasattr(obj, "__dlpack__")) {
    read_dlpack(obj, out);
    return true;
  }
  return false;
}

}  // namespace kiln::python
