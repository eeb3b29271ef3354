// kiln._kiln: the Python face of Kiln's runtime. Modules load from bundles (or PTX), kernels
// launch as `module.softmax[grid](x, y)` on tensor-likes, on the current torch stream, with the
// block size and dynamic shared memory from the bundle. Every runtime error is a Python
// exception carrying the runtime's message (kiln.Error and its subclasses).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>

#include "arguments.hpp"
#include "kiln/runtime.hpp"
#include "kiln/tile_signature.hpp"
#include "stream_choice.hpp"

namespace py = pybind11;

namespace kiln::python {
namespace {

// `module.name` for a name the module lacks: kiln.KernelNotFoundError, also an AttributeError so
// that hasattr() and getattr(module, name, default) behave.
class KernelNotFound : public Error {
 public:
  using Error::Error;
};

struct PyKernel {
  Kernel kernel;
  Signature signature;
  const KernelInfo* info = nullptr;  // owned by the module's bundle
  int device = 0;
  std::shared_ptr<const Bundle> bundle;  // keeps `info` alive
};

struct PyModule {
  Module module;
  std::shared_ptr<const Bundle> bundle;  // kernels and constants (images dropped); null for PTX/cubins
  int device = 0;
  std::unordered_map<std::string, std::shared_ptr<PyKernel>> kernels;

  std::shared_ptr<PyKernel> kernel(const std::string& name) {
    auto it = kernels.find(name);
    if (it != kernels.end()) return it->second;
    if (!module.has_kernel(name)) {
      try {
        module.kernel(name);  // the runtime's message, listing the kernels there are
      } catch (const Error& e) {
        throw KernelNotFound(e.what());
      }
    }
    auto k = std::make_shared<PyKernel>(PyKernel{module.kernel(name), {}, nullptr, device, bundle});
    k->info = bundle ? bundle->find_kernel(name) : nullptr;
    k->signature = make_signature(name, k->info, k->kernel.params());
    return kernels.emplace(name, k).first->second;
  }
  // Kernels a caller launches: the bundle's contiguous variants are chosen by the launch itself.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    if (!bundle) return module.kernel_names();
    for (const KernelInfo& k : bundle->kernels)
      if (k.specializes.empty()) out.push_back(k.name);
    return out;
  }
};

Dim3 to_dim3(py::handle h, const char* what) {
  if (PyIndex_Check(h.ptr())) {  // int, numpy integers
    long long v = py::reinterpret_steal<py::int_>(PyNumber_Index(h.ptr())).cast<long long>();
    if (v < 1 || v > 0xffffffffLL) throw Error(std::string(what) + " must be at least 1, got " + std::to_string(v));
    return Dim3(uint32_t(v));
  }
  if (py::isinstance<py::tuple>(h) || py::isinstance<py::list>(h)) {
    py::sequence s = py::reinterpret_borrow<py::sequence>(h);
    if (s.size() < 1 || s.size() > 3)
      throw Error(std::string(what) + " has " + std::to_string(s.size()) + " dimensions; give 1 to 3");
    uint32_t d[3] = {1, 1, 1};
    for (size_t i = 0; i < s.size(); ++i) {
      long long v = py::cast<long long>(s[i]);
      if (v < 1 || v > 0xffffffffLL)
        throw Error(std::string(what) + " dimension " + std::to_string(i) + " must be at least 1, got " + std::to_string(v));
      d[i] = uint32_t(v);
    }
    return Dim3(d[0], d[1], d[2]);
  }
  throw Error(std::string(what) + " must be an int or a tuple of 1 to 3 ints, got " + Py_TYPE(h.ptr())->tp_name);
}

struct Launcher {
  std::shared_ptr<PyKernel> kernel;
  Dim3 grid, block;
  uint32_t shared = 0;
};

Launcher make_launcher(const std::shared_ptr<PyKernel>& k, py::handle index) {
  Launcher l{k, {}, {}, 0};
  uint32_t threads = k->kernel.block_threads();
  if (threads) {  // tile kernel: the subscript is the grid of programs
    l.grid = to_dim3(index, "the grid");
    l.block = Dim3(threads);
    l.shared = k->kernel.tile_dynamic_shared_bytes();
    return l;
  }
  py::tuple t = py::isinstance<py::tuple>(index) ? py::reinterpret_borrow<py::tuple>(index) : py::tuple();
  if (t.size() < 2 || t.size() > 3)
    throw Error("kernel '" + k->kernel.name() +
                "' is not a tile kernel, so its block size is not in the bundle: launch it as "
                "kernel[grid, block](...) or kernel[grid, block, dynamic_shared_bytes](...)");
  l.grid = to_dim3(t[0], "the grid");
  l.block = to_dim3(t[1], "the block");
  if (t.size() == 3) l.shared = t[2].cast<uint32_t>();
  return l;
}

void launch(const Launcher& l, const py::args& args, const py::object& stream) {
  PyKernel& k = *l.kernel;
  thread_local FlatArgs flat;
  int first_device = -1;
  marshal(k.signature, args, k.device, flat, first_device);
  CUstream s = choose_stream(stream, k.device);
  Kernel chosen = k.kernel.for_arguments(flat.pointers.data(), k.signature.flat_count);
  // A tile kernel's variant may need more dynamic shared memory than the kernel as written (the
  // mbarriers of a TMA ring): the chosen kernel's own amount.
  uint32_t shared = k.kernel.block_threads() ? chosen.tile_dynamic_shared_bytes() : l.shared;
  // And its own block size (a warp-specialised TMA ring's producer warpgroup).
  Dim3 block = k.kernel.block_threads() && chosen.block_threads() ? Dim3(chosen.block_threads()) : l.block;
  LaunchConfig config(l.grid, block, shared, s);
  // A persistent variant takes the grid after the arguments, a grid-synchronising kernel a
  // cooperative launch: kiln::Kernel::launch_programs does both, as kiln::launch_tile does.
  chosen.launch_programs(config, flat.pointers.data(), k.signature.flat_count);
}

int default_device(py::object device) {
  if (!device.is_none()) return device.cast<int>();
  return torch_current_device();
}

std::shared_ptr<PyModule> make_module(Module m, std::shared_ptr<const Bundle> bundle, int device) {
  auto out = std::make_shared<PyModule>(PyModule{std::move(m), std::move(bundle), device, {}});
  return out;
}

std::shared_ptr<PyModule> load_bytes(const std::string& bytes, const std::string& label, int device) {
  Context ctx = Device::get(device).primary_context();
  if (looks_like_bundle(bytes)) {
    Bundle parsed = parse_bundle(bytes);
    Module m = Module::from_bundle(ctx, parsed, label);
    parsed.images.clear();
    return make_module(std::move(m), std::make_shared<const Bundle>(std::move(parsed)), device);
  }
  if (bytes.size() >= 4 && bytes.compare(0, 4, "\x7f" "ELF") == 0)
    return make_module(Module::from_cubin(ctx, bytes, label), nullptr, device);
  return make_module(Module::from_ptx(ctx, bytes, label), nullptr, device);
}

py::list describe_params(const Signature& sig) {
  py::list out;
  for (const CallParam& p : sig.params) out.append(p.spelling);
  return out;
}

// Exceptions: kiln.Error is a RuntimeError; the others also derive from the built-in a Python
// caller would expect (a wrong argument is a TypeError, a malformed bundle a ValueError).
void register_exceptions(py::module_& m) {
  // Leaked on purpose: destroying Python objects after the interpreter has finalised crashes.
  static py::exception<Error>& error = *new py::exception<Error>(m, "Error", PyExc_RuntimeError);
  auto sub = [&](const char* name, PyObject* builtin) {
    py::tuple bases = py::make_tuple(error, py::handle(builtin));
    return py::reinterpret_steal<py::object>(
        PyErr_NewException((std::string("kiln.") + name).c_str(), bases.ptr(), nullptr));
  };
  static py::object& argument = *new py::object(sub("ArgumentError", PyExc_TypeError));
  static py::object& bundle = *new py::object(sub("BundleError", PyExc_ValueError));
  static py::object& ptx = *new py::object(sub("PtxVersionError", PyExc_RuntimeError));
  static py::object& cuda = *new py::object(sub("CudaError", PyExc_RuntimeError));
  static py::object& not_found = *new py::object(sub("KernelNotFoundError", PyExc_AttributeError));
  m.attr("KernelNotFoundError") = not_found;
  m.attr("ArgumentError") = argument;
  m.attr("BundleError") = bundle;
  m.attr("PtxVersionError") = ptx;
  m.attr("CudaError") = cuda;
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const KernelNotFound& e) {
      PyErr_SetString(not_found.ptr(), e.what());
    } catch (const ArgumentError& e) {
      PyErr_SetString(argument.ptr(), e.what());
    } catch (const BundleError& e) {
      PyErr_SetString(bundle.ptr(), e.what());
    } catch (const PtxVersionError& e) {
      PyErr_SetString(ptx.ptr(), e.what());
    } catch (const CudaError& e) {
      PyErr_SetString(cuda.ptr(), e.what());
    } catch (const Error& e) {
      PyErr_SetString(error.ptr(), e.what());
    }
  });
}

}  // namespace
}  // namespace kiln::python

PYBIND11_MODULE(_kiln, m) {
  using namespace kiln;
  using namespace kiln::python;
  m.doc() = "Kiln's runtime: load kernel bundles and launch them on tensors (see README.md)";
  register_exceptions(m);

  m.def("load", [](const std::string& path, py::object device) {
        int d = default_device(device);
        return load_bytes(read_file(path), path, d);
      },
      py::arg("path"), py::kw_only(), py::arg("device") = py::none(),
      "Loads a .kbundle (or .ptx, .cubin) file on a CUDA device (default: torch's current device, else 0).");
  m.def("load_text", [](const std::string& text, py::object device, const std::string& label) {
        return load_bytes(text, label, default_device(device));
      },
      py::arg("text"), py::kw_only(), py::arg("device") = py::none(), py::arg("label") = "bundle",
      "Loads a bundle (or PTX) given as text, e.g. what kiln.compile_bundle returns.");
  m.def("device_count", [] { return Device::count(); });
  m.def("device_arch", [](int ordinal) { return Device::get(ordinal).arch(); }, py::arg("device") = 0,
        "The device's target, e.g. 'sm_90' (an H200). kilnc --arch=sm_90a uses its wgmma path.");
  m.def("driver_version", [] { return driver_version(); });

  py::class_<PyModule, std::shared_ptr<PyModule>>(m, "Module")
      .def("kernel", &PyModule::kernel, py::arg("name"))
      .def("__getitem__", &PyModule::kernel)
      .def("__getattr__", [](PyModule& self, const std::string& name) {
        if (name.rfind("__", 0) == 0) throw py::attribute_error(name);  // copy, pickle probes
        return self.kernel(name);
      })
      .def_property_readonly("kernels", &PyModule::names)
      .def_property_readonly("arch", [](const PyModule& self) { return self.module.image_arch(); })
      .def_property_readonly("label", [](const PyModule& self) { return self.module.label(); })
      .def_property_readonly("device", [](const PyModule& self) { return self.device; })
      .def("__dir__", [](const PyModule& self) {
        py::list out;
        for (const std::string& n : self.names()) out.append(n);
        for (const char* a : {"kernel", "kernels", "arch", "label", "device"}) out.append(a);
        return out;
      })
      .def("__repr__", [](const PyModule& self) {
        return "<kiln.Module " + self.module.label() + " on device " + std::to_string(self.device) + ">";
      });

  py::class_<PyKernel, std::shared_ptr<PyKernel>>(m, "Kernel")
      .def("__getitem__", [](std::shared_ptr<PyKernel> self, py::object index) { return make_launcher(self, index); })
      .def("check", [](PyKernel& self, py::args args) {
            FlatArgs flat;
            int first = -1;
            marshal(self.signature, args, self.device, flat, first);
            return flat_values(self.signature, flat);
          },
          "Checks arguments as a launch would and returns the flattened parameter values (no launch).")
      .def_property_readonly("name", [](const PyKernel& k) { return k.kernel.name(); })
      .def_property_readonly("signature", [](const PyKernel& k) { return k.info ? k.info->signature : std::string(); })
      .def_property_readonly("params", [](const PyKernel& k) { return describe_params(k.signature); })
      .def_property_readonly("block_threads", [](const PyKernel& k) { return k.kernel.block_threads(); })
      .def_property_readonly("dynamic_shared_bytes", [](const PyKernel& k) { return k.kernel.tile_dynamic_shared_bytes(); })
      .def_property_readonly("static_shared_bytes", [](const PyKernel& k) { return k.kernel.static_shared_bytes(); })
      .def_property_readonly("registers", [](const PyKernel& k) { return k.kernel.registers_per_thread(); })
      .def_property_readonly("max_threads_per_block", [](const PyKernel& k) { return k.kernel.max_threads_per_block(); })
      .def_property_readonly("has_contiguous_variant", [](const PyKernel& k) { return k.kernel.has_contiguous_variant(); })
      .def_property_readonly("cooperative", [](const PyKernel& k) { return k.kernel.needs_cooperative_launch(); })
      .def("__repr__", [](const PyKernel& k) {
        return "<kiln.Kernel " + k.kernel.name() + k.signature.describe() + ">";
      });

  py::class_<Launcher>(m, "Launcher")
      .def("__call__", [](const Launcher& l, py::args args, py::kwargs kwargs) {
            py::object stream = py::none();
            for (auto item : kwargs) {
              std::string key = py::str(item.first);
              if (key != "stream")
                throw ArgumentError("kernel '" + l.kernel->kernel.name() + "': unknown keyword argument '" + key +
                                    "' (arguments are positional; the only keyword is stream=)");
              stream = py::reinterpret_borrow<py::object>(item.second);
            }
            launch(l, args, stream);
          },
          "Launches on the given tensors and scalars; stream= an int handle or an object with .cuda_stream "
          "(default: torch's current stream when torch is in use, else the legacy default stream).")
      .def_property_readonly("grid", [](const Launcher& l) { return py::make_tuple(l.grid.x, l.grid.y, l.grid.z); })
      .def_property_readonly("block", [](const Launcher& l) { return py::make_tuple(l.block.x, l.block.y, l.block.z); })
      .def_property_readonly("dynamic_shared_bytes", [](const Launcher& l) { return l.shared; });

  // CUDA-free: a bundle's kernels and their Python-level signatures, and argument checks
  // without a GPU (tests, tools).
  py::class_<Bundle, std::shared_ptr<Bundle>>(m, "Bundle")
      .def_static("parse", [](const std::string& text) { return std::make_shared<Bundle>(parse_bundle(text)); })
      .def_static("read", [](const std::string& path) { return std::make_shared<Bundle>(parse_bundle(read_file(path))); })
      .def_property_readonly("kernels", [](const Bundle& b) {
        std::vector<std::string> out;
        for (const KernelInfo& k : b.kernels)
          if (k.specializes.empty()) out.push_back(k.name);
        return out;
      })
      .def_property_readonly("archs", [](const Bundle& b) {
        std::vector<std::string> out;
        for (const Image& i : b.images) out.push_back(i.arch);
        return out;
      })
      .def("params", [](const Bundle& b, const std::string& name) {
        const KernelInfo* k = b.find_kernel(name);
        if (!k) throw Error("no kernel named '" + name + "' in the bundle; the kernels there are: " + b.kernel_names());
        return describe_params(make_signature(name, k, k->params));
      })
      .def("check", [](const Bundle& b, const std::string& name, py::args args) {
            const KernelInfo* k = b.find_kernel(name);
            if (!k) throw Error("no kernel named '" + name + "' in the bundle; the kernels there are: " + b.kernel_names());
            Signature sig = make_signature(name, k, k->params);
            FlatArgs flat;
            int first = -1;
            marshal(sig, args, /*device=*/-1, flat, first);
            return flat_values(sig, flat);
          },
          py::arg("kernel"),
          "Checks a call's arguments against kernel's signature as a launch would (no GPU needed) and returns the "
          "flattened parameter values.");
}
