// kiln._compiler: Kiln's in-process compiler (Kiln::compiler, kiln::compile) for kiln.compile.
// A separate extension so that the runtime binding needs no LLVM (it builds on machines with
// only a CUDA toolkit). Results are plain data; kiln/__init__.py turns failures into
// kiln.CompileError.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <kiln/compiler.hpp>

namespace py = pybind11;

PYBIND11_MODULE(_compiler, m) {
  m.doc() = "Kiln's compiler in process (kiln::compile); use kiln.compile / kiln.compile_bundle";
  m.def("version", &kiln::compiler_version);
  m.def(
      "compile_bundle",
      [](const std::string& source, const std::string& source_name, const std::vector<std::string>& archs,
         const std::vector<std::string>& defines, const std::vector<std::string>& include_dirs,
         const std::vector<std::string>& options, unsigned opt_level, bool auto_sync, bool use_cache) {
        kiln::CompileOptions o;
        o.archs = archs;
        // A bundle even for one target: tile kernels' block size and shared memory live in it.
        o.output = kiln::Output::bundle;
        o.source_name = source_name;
        o.defines = defines;
        o.include_dirs = include_dirs;
        o.opt_level = opt_level;
        o.auto_sync = auto_sync;
        o.use_cache = use_cache;
        for (const std::string& w : options) o.warning_groups.push_back(w);
        kiln::CompileResult r;
        {
          py::gil_scoped_release unlocked;  // compiles may take seconds; other threads run
          r = kiln::compile(source, o);
        }
        py::list diagnostics;
        for (const kiln::Diagnostic& d : r.diagnostics) {
          const char* severity = d.severity == kiln::Severity::error     ? "error"
                                 : d.severity == kiln::Severity::warning ? "warning"
                                 : d.severity == kiln::Severity::remark  ? "remark"
                                                                         : "note";
          diagnostics.append(py::make_tuple(severity, d.file, d.line, d.column, d.message));
        }
        py::dict out;
        out["ok"] = r.ok;
        out["text"] = py::bytes(r.text);
        out["log"] = r.log();
        out["diagnostics"] = diagnostics;
        out["from_cache"] = r.from_cache;
        return out;
      },
      py::arg("source"), py::arg("source_name"), py::arg("archs"), py::arg("defines"), py::arg("include_dirs"),
      py::arg("warnings"), py::arg("opt_level"), py::arg("auto_sync"), py::arg("use_cache"));
}
